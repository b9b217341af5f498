import Foundation

/// Signs the user in and out. The only place that writes `AppState`.
final class SessionCoordinator {
    func signIn(user: User, token: String) {
        UserSession.signIn(token: token)
        AppState.shared.currentUser = user
        AppState.shared.selectedTab = .home
        AppState.shared.cartCount = 0
        Task { await AppState.shared.refresh() }
    }

    func signOut() {
        UserSession.signOut()
        AppState.shared.currentUser = nil
        AppState.shared.recentOrders = []
        AppState.shared.selectedTab = .home
    }

    func showCart() {
        guard UserSession.current.isAuthenticated else { return }
        AppState.shared.selectedTab = .cart
    }
}
