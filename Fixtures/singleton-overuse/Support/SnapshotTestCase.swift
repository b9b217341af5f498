import XCTest
import SnapshotTesting

/// Base class of the snapshot tests: every test starts from the same shared state.
@MainActor
class SnapshotTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        PaymentGateway.shared = FakePaymentGateway()
        ImageCache.shared.memory = [:]
        CartStore.shared.promoCode = nil
        AppState.shared.selectedTab = .home
        RecentlyViewed.shared.productIDs = ["p-100"]
    }
}
