import Foundation

/// Base class of the per-screen download queues. Unlike `Services`, its subclass is made by a
/// screen, once per episode shown, so what it keeps dies with that screen.
class DownloadQueueBase {
    lazy var ticker = ProgressTicker()
}

final class EpisodeDownloadQueue: DownloadQueueBase {
    func enqueue(_ url: URL) {
        ticker.start()
    }
}

final class ProgressTicker {
    private var timer: Timer?
    private(set) var ticks = 0

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in   // expect: strong-self-capture
            self.ticks += 1
        }
    }
}
