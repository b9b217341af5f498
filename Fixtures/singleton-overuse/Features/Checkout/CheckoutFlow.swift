import Foundation

/// The checkout in progress. Only its own static methods set it.
final class CheckoutFlow {
    private(set) static var active: CheckoutFlow?

    let items: [CartItem]
    let startedAt = Date()

    var total: Decimal {
        items.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) }
    }

    private init(items: [CartItem]) {
        self.items = items
    }

    static func begin(with items: [CartItem]) -> CheckoutFlow {
        let flow = CheckoutFlow(items: items)
        active = flow
        return flow
    }

    static func end() {
        active = nil
    }
}
