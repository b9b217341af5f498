import Foundation

/// Talks to the payment provider. Not final: the tests install a fake subclass.
class PaymentGateway {
    static var shared = PaymentGateway()

    func charge(_ amount: Decimal, method: PaymentMethod) async throws -> String {
        try await Task.sleep(nanoseconds: 300_000_000)
        return UUID().uuidString
    }
}
