import Foundation

/// Preferences kept in the app group's defaults. The properties are computed: writing one is a
/// call into the type, which saves it.
final class UserPreferences {
    static let shared = UserPreferences()

    private let defaults = UserDefaults.group

    var preferredSize: String? {
        get { defaults.string(forKey: "preferredSize") }
        set { defaults.set(newValue, forKey: "preferredSize") }
    }

    var sortOrder: String {
        get { defaults.string(forKey: "sortOrder") ?? "relevance" }
        set { defaults.set(newValue, forKey: "sortOrder") }
    }
}
