import Combine
import Foundation

struct UserAccount: Codable, Equatable {
    let id: String
    var displayName: String
    var email: String
}

/// Who is logged in. Every screen reads and writes it directly.
final class UserSessionStore {
    static let shared = UserSessionStore()   // expect: singleton-overuse

    var currentUser: UserAccount?
    var authToken: String?

    private init() {}

    var isLoggedIn: Bool { authToken != nil }

    func signOut() {
        currentUser = nil
        authToken = nil
    }
}

/// Remote feature flags. State is only written through methods, so it is not a free-for-all bus.
final class FeatureFlagStore {
    // not reported: all stored state is private or private(set), even with many users
    static let shared = FeatureFlagStore()

    private(set) var flags: [String: Bool] = [:]
    private var localOverrides: [String: Bool] = [:]

    private init() {}

    var hasOverrides: Bool { !localOverrides.isEmpty }

    func isEnabled(_ flag: String) -> Bool {
        localOverrides[flag] ?? flags[flag] ?? false
    }

    func apply(remote: [String: Bool]) {
        flags = remote
    }

    func override(_ flag: String, enabled: Bool) {
        localOverrides[flag] = enabled
    }
}

/// Search history. Mutable, but only two other files touch the shared instance.
final class RecentSearchesStore {
    // not reported: code references from only 2 other files (HomeCoordinator, DebugMenuViewController);
    // this file's own use, a comment, a string and an injected type annotation don't count
    static let shared = RecentSearchesStore()

    var queries: [String] = []
    var maximumCount = 20

    func record(_ query: String) {
        queries.insert(query, at: 0)
        queries = Array(queries.prefix(maximumCount))
    }

    func clear() {
        queries.removeAll()
    }
}

/// Search suggestions use the history; a reference in the singleton's own file doesn't count.
final class SearchSuggestionProvider {
    func suggestions(for prefix: String) -> [String] {
        RecentSearchesStore.shared.queries.filter { $0.hasPrefix(prefix) }
    }
}

/// The cart, observed by SwiftUI badges and mutated by several screens.
final class CartStore: ObservableObject {
    static let shared = CartStore()   // expect: singleton-overuse

    @Published var items: [CartItem] = []
    @Published var promoCode: String?

    var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
}

struct CartItem: Hashable, Identifiable {
    let id: String
    let title: String
    var quantity: Int
}

/// Draft of the order being assembled across the checkout screens.
final class OrderDraftStore {
    static let shared = OrderDraftStore()   // expect: singleton-overuse

    // `internal(set)` keeps writes open to the whole module: still mutable state
    internal(set) var shippingAddress: String?
    private(set) var notes: String = ""

    func reset() {
        shippingAddress = nil
        notes = ""
    }
}

/// Read-only build information.
final class BundleInfo {
    // not reported: only `let` and computed properties, however many users
    static let shared = BundleInfo()

    let version: String
    let build: String

    private init() {
        version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
        build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0"
    }

    var isBeta: Bool { version.hasPrefix("0.") }
}

/// Types that expose a shared instance. A requirement is not an instance.
protocol SharedInstanceProviding {
    // not reported: protocol requirement
    static var shared: Self { get }
}
