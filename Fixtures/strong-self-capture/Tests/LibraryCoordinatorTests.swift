import XCTest
@testable import Reader

/// Test code: XCTest keeps every test case alive for the whole run, so a closure a test case
/// keeps through its subject is no leak worth reporting.
final class LibraryCoordinatorTests: XCTestCase {
    private var sut: LibraryCoordinator!
    private var signOutCount = 0

    override func setUp() {
        super.setUp()
        // A construction in test code: LibraryCoordinator is still "created once" in the app.
        sut = LibraryCoordinator(navigationController: UINavigationController(), stats: ReadingStatsUploader())
        sut.onSignOut = {
            self.signOutCount += 1
        }
    }

    func testSignOutIsForwarded() {
        sut.start()
        sut.onSignOut?()
        XCTAssertEqual(signOutCount, 1)
    }
}
