import AVFoundation
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, ReachabilityMonitorDelegate {
    private let reachability = ReachabilityMonitor(host: "feeds.wavelength.fm")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        // A service, set once at launch on the process-wide configuration.
        AppConfiguration.shared.crashReportingDelegate = CrashReporterBridge(apiKey: "wl-ios-7f3a")
        // The app delegate hands itself over, but it lives as long as the process: no leak.
        reachability.delegate = self
        reachability.start()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func reachabilityMonitor(_ monitor: ReachabilityMonitor, didChangeReachability isReachable: Bool) {
        UIApplication.shared.setMinimumBackgroundFetchInterval(isReachable ? 3600 : UIApplication.backgroundFetchIntervalNever)
    }

    func requestNotificationPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
    }
}
