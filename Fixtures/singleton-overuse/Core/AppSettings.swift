import Foundation

/// Launch configuration. The app, the app delegate and the scene delegate fill it in at launch;
/// screens only read it.
final class AppSettings {
    static let shared = AppSettings()

    var apiBaseURL = URL(string: "https://api.shop.example.com")!
    var pushNotificationsRegistered = false
    var launchCount = 0
    var pendingQuickAction: String?
    var supportEmail = "help@shop.example.com"

    var isFirstLaunch: Bool { launchCount <= 1 }

    private init() {}
}
