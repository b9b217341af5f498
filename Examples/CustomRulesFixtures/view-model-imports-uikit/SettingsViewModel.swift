import Foundation

final class SettingsViewModel {
    struct Row: Hashable {
        let title: String
        let key: String
    }

    private let store: UserDefaults
    private(set) var rows: [Row] = []

    var isDarkModeForced: Bool {
        store.bool(forKey: "forceDarkMode")
    }

    init(store: UserDefaults = .standard) {
        self.store = store
        rows = [Row(title: "Dark mode", key: "forceDarkMode"), Row(title: "Notifications", key: "notifications")]
    }
}
