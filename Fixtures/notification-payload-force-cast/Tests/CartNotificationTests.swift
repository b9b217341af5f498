import XCTest
@testable import Shop

final class CartNotificationTests: XCTestCase {
    func testPostsCartWithCount() {
        let posted = expectation(forNotification: .cartDidChange, object: nil) { notification in
            // not reported: test code
            let count = notification.userInfo?["count"] as! Int
            return count == 2 && notification.object as! Cart === notification.object as! Cart
        }
        NotificationCenter.default.post(name: .cartDidChange, object: Cart(), userInfo: ["count": 2])
        wait(for: [posted], timeout: 1)
    }
}
