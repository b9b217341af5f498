import XCTest

final class PodcastApplicationTests: XCTestCase {
    func testRefreshRunsTheScheduler() {
        let application = PodcastApplication(configuration: [:])
        application.onRefresh?()
    }
}

/// A fake of the container base class: test code, so `Services` still lives only as long as its
/// one app subclass, `PhoneServices`, does (as long as the process).
final class FakeServices: Services {
    override init() {
        super.init()
    }
}
