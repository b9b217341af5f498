import UIKit

/// Made once by the application delegate (`if settingsController == nil { … }`) and kept: its
/// one registration is not reported.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .unitsDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
    }
}
