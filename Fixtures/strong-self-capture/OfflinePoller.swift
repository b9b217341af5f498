import Foundation

/// Polls the server for offline changes while the documents screen is open. Both timers are set
/// up from a `[weak self]` dispatch; the repeating timer's block unwraps that weak `self` again
/// with a `guard let` of the same name, so it holds `self` only weakly: not reported.
final class OfflinePoller {
    private var pollTimer: Timer?
    private var retryTimer: Timer?
    private(set) var polls = 0

    func start() {
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.pollTimer?.invalidate()
            strongSelf.pollTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
                guard let strongSelf = self else { return }
                strongSelf.polls += 1
            }
        }
    }

    /// The outer alias itself captured by the repeating block: `self` is held strongly.
    func retryLater() {
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.retryTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in   // expect: strong-self-capture "'OfflinePoller' is never deallocated"
                strongSelf.polls += 1
            }
        }
    }

    deinit {
        pollTimer?.invalidate()
        retryTimer?.invalidate()
    }
}

