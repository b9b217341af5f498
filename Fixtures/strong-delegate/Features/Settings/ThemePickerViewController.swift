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

    /// One of two pickers, chosen by row, goes into a local of the base class, which is wrapped
    /// in a navigation controller bound to a local and presented (2026-12-06: a contact-tracing
    /// app's state and activity pickers, 2 findings judged wrong).
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        var controller: UITableViewController!
        if indexPath.row == 0 {
            let picker = ThemePickerViewController()
            picker.delegate = self
            controller = picker
        } else {
            controller = UITableViewController(style: .insetGrouped)
        }
        let navigation = UINavigationController(rootViewController: controller)
        present(navigation, animated: true, completion: nil)
    }

    func themePicker(_ picker: ThemePickerViewController, didPick theme: String) {
        title = theme
    }
}

protocol AccentPickerDelegate: AnyObject {
    func accentPicker(_ picker: AccentPickerViewController, didPick accent: String)
}

/// Reported: the screen keeps the last picker it showed in `lastPicker`.
final class AccentPickerViewController: UITableViewController {
    var delegate: AccentPickerDelegate?   // expect: strong-delegate "'AccentSettingsViewController' hands itself to it"
}

final class AccentSettingsViewController: UITableViewController, AccentPickerDelegate {
    private var lastPicker: UITableViewController?

    @objc private func chooseAccent() {
        var controller: UITableViewController!
        let picker = AccentPickerViewController()
        picker.delegate = self
        controller = picker
        lastPicker = controller
        present(UINavigationController(rootViewController: controller), animated: true)
    }

    func accentPicker(_ picker: AccentPickerViewController, didPick accent: String) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Accent", style: .plain, target: self, action: #selector(chooseAccent))
    }
}
