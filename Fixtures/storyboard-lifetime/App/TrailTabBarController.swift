import UIKit

/// The storyboard's initial controller. It registers itself as the app's tab bar once, in
/// `viewDidLoad`: set once for the process, not replaced, so `singleton-overuse` is silent.
final class TrailTabBarController: UITabBarController {
    static var current: TrailTabBarController?

    override func viewDidLoad() {
        super.viewDidLoad()
        TrailTabBarController.current = self
    }

    func showRecording() {
        selectedIndex = 1
    }
}
