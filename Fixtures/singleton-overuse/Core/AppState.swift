import Combine
import Foundation

/// The app's shared state: who is signed in, which tab shows, the last orders. Every screen
/// reads it; only `SessionCoordinator` writes it.
final class AppState: ObservableObject {
    enum Tab { case home, catalog, cart, profile }

    static let shared = AppState()

    @Published var currentUser: User?
    @Published var selectedTab: Tab = .home
    @Published var recentOrders: [Order] = []
    @Published var cartCount = 0

    var isSignedIn: Bool { currentUser != nil }

    func refresh() async {
        guard let user = currentUser else { return }
        recentOrders = (try? await APIClient.shared.orders(for: user.id)) ?? []
    }

    private init() {}
}
