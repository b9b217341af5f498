import Combine
import Foundation

/// A view model the way the rule wants it: plain values only; the view maps them to UIKit.
final class CheckoutViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case paying
        case failed(message: String)
        case paid(receiptURL: URL)
    }

    @Published private(set) var state: State = .idle
    @Published private(set) var totalText = ""
    let isApplePayAvailable: Bool

    private let cart: Cart
    private let payments: PaymentService

    init(cart: Cart, payments: PaymentService, isApplePayAvailable: Bool) {
        self.cart = cart
        self.payments = payments
        self.isApplePayAvailable = isApplePayAvailable
        cart.$total
            .map { NumberFormatter.currency.string(from: $0 as NSNumber) ?? "" }
            .assign(to: &$totalText)
    }

    func pay() {
        state = .paying
        payments.charge(cart.total) { [weak self] result in
            switch result {
            case .success(let receipt): self?.state = .paid(receiptURL: receipt.url)
            case .failure(let error): self?.state = .failed(message: error.localizedDescription)
            }
        }
    }
}
