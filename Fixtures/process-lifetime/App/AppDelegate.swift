import UIKit
import SwiftUI

/// A storyboard app: `Main.storyboard`'s initial controller is the podcast split view, and the
/// application delegate keeps the app's service container for the life of the process.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = PhoneServices(environment: .production)
    let nowPlaying = NowPlayingCoordinator()
    let conductor = PlaybackConductor.sharedInstance
    let screens = AppScreensFactory()
    var inboxNavigation: UINavigationController?
    var summaryHost: UIViewController?
    var badgeHost: UIViewController?
    let downloadsFactory = DownloadsScreenFactory()
    var downloadsNavigation: UINavigationController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        services.refresher.start()
        AudioRoutes.setup()
        conductor.start()
        UploadDependencies.register()
        inboxNavigation = UINavigationController(rootViewController: screens.makeInbox())
        summaryHost = UIHostingController(rootView: InboxSummaryScene())
        badgeHost = UIHostingController(rootView: InboxBadgeScene())
        downloadsNavigation = UINavigationController(rootViewController: downloadsFactory.makeDownloads())
        return true
    }
}
