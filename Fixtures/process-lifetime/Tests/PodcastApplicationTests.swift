import XCTest

final class PodcastApplicationTests: XCTestCase {
    func testRefreshRunsTheScheduler() {
        let application = PodcastApplication(configuration: [:])
        application.onRefresh?()
    }
}
