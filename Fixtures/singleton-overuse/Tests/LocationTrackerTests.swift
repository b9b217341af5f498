import CoreLocation
import XCTest
@testable import Shop

final class LocationTrackerTests: XCTestCase {

    override func tearDown() {
        LocationTracker.current.simulatedLocation = nil
        UserSessionStore.shared.signOut()
        super.tearDown()
    }

    func testSimulatedLocationWins() {
        let tracker = LocationTracker.current
        tracker.simulatedLocation = CLLocation(latitude: 48.85, longitude: 2.35)
        tracker.locationManager(CLLocationManager(), didUpdateLocations: [CLLocation(latitude: 0, longitude: 0)])
        XCTAssertEqual(tracker.lastKnownLocation?.coordinate.latitude, 48.85)
    }

    func testDraftAddressSurvivesLogin() {
        UserSessionStore.shared.authToken = "token"
        OrderDraftStore.shared.reset()
        XCTAssertNil(OrderDraftStore.shared.shippingAddress)
        AppLogger.shared.info("draft test")
    }

    func testPendingUploadsStartEmpty() {
        XCTAssertTrue(UploadManager.shared.pendingUploadIDs.isEmpty)
        XCTAssertNil(KeychainTokenStore.shared.token(for: "nobody"))
    }
}
