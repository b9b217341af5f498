import Foundation

/// Helpers of the unit tests, in a lowercase `tests/` folder and without an XCTest import:
/// still test code, so the containers they make do not count.
enum ServiceContainerChecks {
    static func subscribedFeedsAreKept() -> Bool {
        let container = ServiceContainer.fake(feeds: [URL(string: "https://example.com/feed.xml")!])
        return container.feeds.subscribed.count == 1 && ServiceContainer.preview().artwork != nil
    }
}
