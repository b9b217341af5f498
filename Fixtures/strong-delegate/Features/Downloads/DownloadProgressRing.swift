import UIKit

protocol DownloadProgressRingDelegate: AnyObject {
    func progressRingDidTapCancel(_ ring: DownloadProgressRing)
}

final class DownloadProgressRing: UIControl {
    // not reported: the app gives it a helper object (`DownloadCanceller`), never `self`; the
    // spy below that hands itself over is test code
    var delegate: DownloadProgressRingDelegate?

    var progress: Double = 0 {
        didSet { setNeedsDisplay() }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        delegate?.progressRingDidTapCancel(self)
    }
}

/// Cancels the download of the row whose ring was tapped.
final class DownloadCanceller: DownloadProgressRingDelegate {
    private let store: LibraryStore

    init(store: LibraryStore) {
        self.store = store
    }

    func progressRingDidTapCancel(_ ring: DownloadProgressRing) {
        ring.progress = 0
    }
}

#if DEBUG
/// Records taps for the UI tests (`-recordRingTaps`).
final class DownloadProgressRingSpy: DownloadProgressRingDelegate {
    private(set) var cancelTaps = 0

    init(ring: DownloadProgressRing) {
        ring.delegate = self
    }

    func progressRingDidTapCancel(_ ring: DownloadProgressRing) {
        cancelTaps += 1
    }
}

/// Stands in for a download in the UI tests; a test double, so its own strong delegate (which
/// it points at itself) is not reported either.
final class FakeDownloadDriver: DownloadProgressRingDelegate {
    var delegate: DownloadProgressRingDelegate?

    init() {
        delegate = self
    }

    func progressRingDidTapCancel(_ ring: DownloadProgressRing) {
        ring.progress = 0
    }
}
#endif
