import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, PushRegistrationDelegate, SocketEventsDelegate {
    private let presenceSocket = ChatSocket(endpoint: URL(string: "wss://presence.relay.chat")!)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // A service slot of the process-wide configuration, set once at launch.
        ChatConfiguration.shared.pushDelegate = self
        // The app delegate hands itself over, but it lives as long as the process.
        presenceSocket.delegate = self
        presenceSocket.connect()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async { application.registerForRemoteNotifications() }
        }
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        ChatClient.shared.register(pushToken: deviceToken)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func pushRegistration(didReceive payload: [AnyHashable: Any]) {
        UIApplication.shared.applicationIconBadgeNumber += 1
    }

    func socket(_ socket: ChatSocket, didReceive frame: Data) {}
}
