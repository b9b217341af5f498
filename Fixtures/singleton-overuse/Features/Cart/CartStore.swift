import Combine
import Foundation

/// The cart. Screens change it through its methods; only the cart screen sets the promo code.
@MainActor
final class CartStore: ObservableObject {
    static let shared = CartStore()

    @Published var items: [CartItem] = []
    @Published var promoCode: String?

    var total: Decimal {
        items.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) }
    }

    func add(_ product: Product, quantity: Int = 1) {
        if let index = items.firstIndex(where: { $0.product.id == product.id }) {
            items[index].quantity += quantity
        } else {
            items.append(CartItem(product: product, quantity: quantity))
        }
    }

    func remove(productID: String) {
        items.removeAll { $0.product.id == productID }
    }

    func clear() {
        items = []
        promoCode = nil
    }
}
