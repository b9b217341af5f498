import XCTest
@testable import Wavelength

/// Test code: skipped, and its hand-offs (`timer.delegate = self`) are no evidence for the app.
final class SleepTimerTests: XCTestCase, SleepTimerDelegate {
    private var fired = false

    func testFiresAtDeadline() {
        let timer = SleepTimer()
        timer.delegate = self
        timer.start(duration: 1)
        timer.tick(now: Date().addingTimeInterval(2))
        XCTAssertTrue(fired)
    }

    func sleepTimerWillFire(in seconds: TimeInterval) {}

    func sleepTimerDidFire() {
        fired = true
    }
}

/// A mock that keeps what it is given strongly, and hands itself over.
final class MockPlaybackProgressDelegate: PlaybackProgressDelegate {
    var delegate: PlaybackProgressDelegate?
    private(set) var scrubbedTimes: [TimeInterval] = []

    func attach(to scrubber: ScrubberView) {
        scrubber.listener = self
        delegate = self
    }

    func playbackProgress(didScrubTo time: TimeInterval) {
        scrubbedTimes.append(time)
    }
}
