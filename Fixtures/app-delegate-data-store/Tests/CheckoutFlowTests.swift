import XCTest
@testable import Shop

final class CheckoutFlowTests: XCTestCase {
    override func tearDown() {
        // not reported: test code resetting the host app's state
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.currentUser = nil
        appDelegate.cart = Cart()
        super.tearDown()
    }

    func testCartStartsEmpty() {
        XCTAssertTrue((UIApplication.shared.delegate as! AppDelegate).cart.items.isEmpty)
    }
}
