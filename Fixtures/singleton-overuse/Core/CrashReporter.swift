import Foundation

/// Crash and breadcrumb reporting.
final class CrashReporter {
    // Reported: every call of `start(apiKey:)` replaces the instance (and its breadcrumbs);
    // unlike Logger.configure there is no check that it is still unset.
    static var shared: CrashReporter?   // expect: singleton-overuse

    let apiKey: String
    private var breadcrumbs: [String] = []

    private init(apiKey: String) {
        self.apiKey = apiKey
    }

    static func start(apiKey: String) {
        shared = CrashReporter(apiKey: apiKey)
    }

    func record(breadcrumb: String) {
        breadcrumbs.append(breadcrumb)
    }
}

/// Background app refresh: may launch the app before any screen, so it sets up logging and
/// crash reporting itself.
final class ShopBackgroundRefresh {
    func handleAppRefresh() {
        Logger.configure(subsystem: "com.shop.app")
        CrashReporter.start(apiKey: "app-91c2")
        Logger.shared?.info("background refresh")
    }
}
