import Foundation

/// Waits for the journal's first sync with a block observer inside a continuation.
final class SyncWaiter {
    /// Reported: the token is dropped, so the observer stays; the next sync notification resumes
    /// the continuation a second time, which traps.
    func waitForFirstSync() async {
        await withCheckedContinuation { continuation in
            NotificationCenter.default.addObserver(forName: .journalDidSync, object: nil, queue: .main) { _ in   // expect: discarded-observation-token "resumes 'continuation' again"
                continuation.resume()
            }
        }
    }

    /// Not reported: the token is kept and the block removes the observer before resuming.
    func waitForNextSync() async {
        await withCheckedContinuation { continuation in
            var token: NSObjectProtocol?
            token = NotificationCenter.default.addObserver(forName: .journalDidSync, object: nil, queue: .main) { _ in
                if let token { NotificationCenter.default.removeObserver(token) }
                continuation.resume()
            }
        }
    }
}

extension Notification.Name {
    static let journalDidSync = Notification.Name("JournalDidSync")
}
