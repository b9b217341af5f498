import Foundation

/// What the user chose along the checkout screens.
final class CheckoutSession {
    static let shared = CheckoutSession()   // expect: singleton-overuse

    var couponCode: String?
    var shippingOption: ShippingOption = .standard
    var address: Address?
    var giftMessage: String?

    func reset() {
        couponCode = nil
        shippingOption = .standard
        address = nil
        giftMessage = nil
    }
}
