import Foundation

/// Sample data for the UI tests' `-fillCart` launch argument and the previews.
@MainActor
enum CartFixtures {
    static func fill() {
        CartStore.shared.items = [.sample, CartItem(product: .preview, quantity: 1)]
        CartStore.shared.promoCode = "WELCOME"
        AppState.shared.cartCount = CartStore.shared.items.count
    }
}
