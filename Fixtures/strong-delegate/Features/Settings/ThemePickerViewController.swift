import UIKit

protocol ThemePickerDelegate: AnyObject {
    func themePicker(_ picker: ThemePickerViewController, didPick theme: String)
}

/// A sheet that reports the chosen theme.
final class ThemePickerViewController: UITableViewController {
    var delegate: ThemePickerDelegate?
    private let themes = ["System", "Light", "Dark"]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.themePicker(self, didPick: themes[indexPath.row])
        dismiss(animated: true)
    }
}

/// Puts the picker in a navigation controller of its own and presents that: the presentation
/// keeps the picker, not the screen, so the strong `delegate` back to the screen is no cycle.
final class AppearanceSettingsViewController: UITableViewController, ThemePickerDelegate {
    @objc private func chooseTheme() {
        let picker = ThemePickerViewController()
        picker.delegate = self
        let navigation = UINavigationController()
        navigation.setViewControllers([picker], animated: false)
        navigation.modalPresentationStyle = .pageSheet
        present(navigation, animated: true)
    }

    /// The same, from the storyboard: the navigation controller's stack is assigned.
    @objc private func chooseThemeFromStoryboard() {
        let storyboard = UIStoryboard(name: "Appearance", bundle: nil)
        if let navigation = storyboard.instantiateViewController(withIdentifier: "ThemeNavigation") as? UINavigationController,
           let picker = storyboard.instantiateViewController(withIdentifier: "ThemePicker") as? ThemePickerViewController {
            navigation.viewControllers = [picker]
            picker.delegate = self
            present(navigation, animated: true)
        }
    }

    func themePicker(_ picker: ThemePickerViewController, didPick theme: String) {
        title = theme
    }
}
