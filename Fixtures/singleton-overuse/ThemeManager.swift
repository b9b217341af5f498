import UIKit

/// Replaceable globals: reported whether or not anyone uses them.

final class ThemeManager {
    // nobody references it yet; `static var` alone is enough
    static var shared = ThemeManager()   // expect: singleton-overuse

    private(set) var accentColor: UIColor = .systemBlue
}

final class HapticsEngine {
    // a private initializer does not stop anyone from assigning the global
    static var current = HapticsEngine()   // expect: singleton-overuse

    var isEnabled = true
    private let generator = UIImpactFeedbackGenerator(style: .light)

    private init() {}

    func tap() {
        guard isEnabled else { return }
        generator.impactOccurred()
    }
}

final class SoundPlayer {
    // explicit type annotation, any name; the instance is stateless, but the `static var` itself
    // is replaceable global state (see README)
    static var instance: SoundPlayer = SoundPlayer()   // expect: singleton-overuse

    let volume: Float = 0.8
}

final class DeepLinkRouter {
    static var main = DeepLinkRouter()   // expect: singleton-overuse

    private var pendingURL: URL?

    func handle(_ url: URL) -> Bool {
        pendingURL = url
        return true
    }
}

final class NotificationRouter {
    private var routes: [String: String] = [:]

    func route(forCategory category: String) -> String? {
        routes[category]
    }
}

extension NotificationRouter {
    // an extension of a type of the tree, declaring a static instance of that type
    static var shared = NotificationRouter()   // expect: singleton-overuse
}

actor DownloadCoordinator {
    static var shared = DownloadCoordinator()   // expect: singleton-overuse

    private var activeDownloads: Set<URL> = []

    func begin(_ url: URL) {
        activeDownloads.insert(url)
    }
}

open class MediaLibrary {
    public static var shared = MediaLibrary()   // expect: singleton-overuse

    public var lastImportDate: Date?

    public init() {}
}

// MARK: - Value types with static instances (not singletons)

enum AppEnvironment {
    case development
    case staging
    case production

    // not reported: an enum is not a singleton
    static var active: AppEnvironment = .production

    var baseURL: URL? {
        switch self {
        case .development: return URL(string: "http://localhost:8080")
        case .staging: return URL(string: "https://staging.example.com")
        case .production: return URL(string: "https://api.example.com")
        }
    }
}

struct AppConfiguration {
    // not reported: a struct is not a singleton (each read is a copy), even as `static var` with users
    static var current = AppConfiguration()

    var apiBaseURL = AppEnvironment.active.baseURL
    var requestTimeout: TimeInterval = 30
    var showsOnboarding = true
}
