import Combine
import Foundation
import StoreKit

/// Tasks that loop over async sequences which never finish on their own: the Task keeps its
/// closure, and everything the closure holds, until the loop ends.
@MainActor
final class InboxBadgeModel: ObservableObject {
    @Published private(set) var unreadCount = 0
    @Published var filter = "all"
    private var listenTask: Task<Void, Never>?
    private var filterTask: Task<Void, Never>?
    private var purchaseTask: Task<Void, Never>?

    func startListening() {
        // Reported: the notifications sequence never ends, so the model is never freed.
        listenTask = Task {   // expect: strong-self-capture "loops over 'NotificationCenter.default.notifications\(named:.inboxDidChange\)'"
            for await note in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self.unreadCount = note.userInfo?["unread"] as? Int ?? 0
            }
        }

        // Reported: a publisher's values go on as long as the publisher does (a `where` clause
        // filters them, it does not end the loop).
        filterTask = Task {   // expect: strong-self-capture "'\$filter.values'"
            for await value in $filter.values where !value.isEmpty {
                self.reload(filter: value)
            }
        }

        // Reported: `guard let self` before the loop holds the model for the whole loop.
        purchaseTask = Task { [weak self] in   // expect: strong-self-capture "re-binds 'self' strongly on line 33"
            guard let self else { return }
            for await update in Transaction.updates {
                self.handle(update)
            }
        }
    }

    func refreshOnce() {
        // Not reported: `self?` inside the loop holds the model one step at a time.
        Task { [weak self] in
            for await note in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self?.unreadCount = note.userInfo?["unread"] as? Int ?? 0
            }
        }
        // Not reported: the loop waits for one notification and leaves (`break` in its body,
        // outside any condition), so the Task ends after the first element.
        Task {
            for await _ in NotificationCenter.default.notifications(named: .inboxDidSync) {
                break
            }
            self.unreadCount = 0
        }
        // Reported: the `break` is conditional, so the loop may go on for ever.
        Task {   // expect: strong-self-capture "loops over 'NotificationCenter.default.notifications\(named:.inboxDidSync\)'"
            for await note in NotificationCenter.default.notifications(named: .inboxDidSync) {
                if note.object == nil { break }
                self.unreadCount += 1
            }
        }
        // Not reported: a sequence of the tree that finishes (a one-shot page download).
        Task {
            for await page in pages() {
                self.unreadCount += page
            }
        }
    }

    deinit {
        listenTask?.cancel()
        filterTask?.cancel()
        purchaseTask?.cancel()
    }

    private func reload(filter: String) {}
    private func handle(_ update: VerificationResult<Transaction>) {}

    private func pages() -> AsyncStream<Int> {
        AsyncStream { continuation in
            continuation.yield(1)
            continuation.finish()
        }
    }
}

/// A channel whose per-subscriber loops are kept in `loops` and cancelled by `invalidate()`:
/// the re-bound `self` is released when the channel is invalidated. Not reported.
final class InboxSyncChannel {
    @Published private(set) var isConnected = false
    private var loops: [Task<Void, Never>] = []

    func whenConnected(_ block: @escaping () async -> Void) {
        let loop = Task { [weak self] in
            guard let self = self else { return }
            for await connected in self.$isConnected.removeDuplicates().values {
                if connected { await block() }
            }
        }
        loops.append(loop)
    }

    func invalidate() {
        loops.forEach { $0.cancel() }
        loops.removeAll()
    }
}

extension Notification.Name {
    static let inboxDidChange = Notification.Name("InboxDidChange")
    static let inboxDidSync = Notification.Name("InboxDidSync")
}
