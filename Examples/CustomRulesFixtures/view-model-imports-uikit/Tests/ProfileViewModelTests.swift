import UIKit
import XCTest

/// Test files are skipped: a test double named like a view model may use UIKit.
final class MockProfileViewModel {
    var avatar = UIImage()
}

final class ProfileViewModelTests: XCTestCase {
    func testHeaderShowsTheDisplayName() {
        let model = MockProfileViewModel()
        XCTAssertNotNil(model.avatar)
    }
}
