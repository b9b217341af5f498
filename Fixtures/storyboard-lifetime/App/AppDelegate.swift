import UIKit

/// `Info.plist` launches `Main.storyboard`: the window and its tab bar controller come from
/// there, and no code replaces the root.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var settingsController: SettingsViewController?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.register(defaults: ["units": "metric"])
        return true
    }

    /// The settings screen is made the first time it is asked for and kept for the rest of the
    /// run, so its storyboard scene lives as long as the process.
    func showSettings(from presenter: UIViewController) {
        if settingsController == nil {
            settingsController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as? SettingsViewController
        }
        guard let settings = settingsController else { return }
        presenter.present(settings, animated: true)
    }
}

extension Notification.Name {
    static let trailsDidSync = Notification.Name("TrailheadTrailsDidSync")
    static let headingDidChange = Notification.Name("TrailheadHeadingDidChange")
    static let recordingDidPause = Notification.Name("TrailheadRecordingDidPause")
    static let unitsDidChange = Notification.Name("TrailheadUnitsDidChange")
}
