import UIKit

final class AccessibilitySettingsViewController: UIViewController {
    private let contrastSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accessibility"
        contrastSwitch.isOn = Theme.current.palette.accent == Theme.Palette.highContrast.accent
        contrastSwitch.addTarget(self, action: #selector(contrastChanged(_:)), for: .valueChanged)
    }

    @objc private func contrastChanged(_ sender: UISwitch) {
        Theme.current = Theme(palette: sender.isOn ? .highContrast : .standard)
        view.window?.tintColor = Theme.current.palette.accent
        StoreBranding.current = StoreBranding(name: sender.isOn ? "Shop (high contrast)" : StoreBranding.current.name)
    }
}
