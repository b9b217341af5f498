import XCTest
@testable import Shop

final class FakePaymentGateway: PaymentGateway {
    var charges: [Decimal] = []

    override func charge(_ amount: Decimal, method: PaymentMethod) async throws -> String {
        charges.append(amount)
        return "test-order"
    }
}

/// A clock the tests move by hand; a singleton of test code.
final class TestClock {
    static var current = TestClock()

    var now = Date(timeIntervalSince1970: 1_700_000_000)
}

@MainActor
final class PaymentFlowTests: XCTestCase {
    private var gateway: FakePaymentGateway!

    override func setUp() {
        super.setUp()
        gateway = FakePaymentGateway()
        PaymentGateway.shared = gateway
        TestClock.current = TestClock()
        CartStore.shared.items = [.sample]
        AppState.shared.currentUser = .preview
        LoyaltyWallet.shared.points = 1000
    }

    override func tearDown() {
        PaymentGateway.shared = PaymentGateway()
        CartStore.shared.clear()
        super.tearDown()
    }

    func testChargesCartTotal() async throws {
        let flow = CheckoutFlow.begin(with: CartStore.shared.items)
        _ = try await PaymentGateway.shared.charge(flow.total, method: .applePay)
        XCTAssertEqual(gateway.charges, [48])
    }
}
