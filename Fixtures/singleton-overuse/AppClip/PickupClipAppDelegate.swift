import UIKit

/// The in-store pickup App Clip: scanned from the code at the pickup counter, it shows the
/// store's announcements and the order's pickup status.
final class PickupClipAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        Logger.configure(subsystem: "com.shop.pickup-clip")
        CrashReporter.start(apiKey: "clip-7f3a")
        let storeID = UserDefaults.standard.string(forKey: "pickup.storeID") ?? "flagship"
        // Not reported: the application delegate sets the holder once, at launch.
        AnnouncementViewModel.current = AnnouncementViewModel(storeID: storeID)
        AnnouncementViewModel.current.refresh()

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: PickupStatusViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
