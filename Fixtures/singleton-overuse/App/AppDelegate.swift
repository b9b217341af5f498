import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        URLCache.shared = URLCache(memoryCapacity: 20 * 1024 * 1024, diskCapacity: 200 * 1024 * 1024)
        #if DEBUG
        if ProcessInfo.processInfo.arguments.contains("-useStaging") {
            APIClient.shared = APIClient(environment: .staging)
        }
        #endif
        AnalyticsClient.configure(apiKey: "shop-ios")
        StoreAnalyticsClient.configure(storeID: "default")
        FeatureFlags.shared.remoteFlags = FeatureFlags.cachedRemoteFlags()
        AppSettings.shared.pendingQuickAction = (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type
        ReachabilityMonitor.shared.start()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async { application.registerForRemoteNotifications() }
        }
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        AppSettings.shared.pushNotificationsRegistered = true
        APIClient.shared.register(pushToken: deviceToken)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
