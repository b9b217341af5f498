import Foundation

final class FeatureFlags {
    static let shared = FeatureFlags()   // expect: singleton-overuse

    /// Flags from the remote config, keyed by name. The app delegate loads the cached copy at launch.
    var remoteFlags: [String: Bool] = [:]
    /// Local override from the settings screen.
    var forceNewCheckout = false

    var usesNewCheckout: Bool { forceNewCheckout || remoteFlags["new_checkout"] == true }

    func isEnabled(_ name: String) -> Bool { remoteFlags[name] ?? false }

    static func cachedRemoteFlags() -> [String: Bool] {
        UserDefaults.standard.dictionary(forKey: "remoteFlags") as? [String: Bool] ?? [:]
    }

    private init() {}
}
