import Foundation

/// Syncs one open note. A local Swift package builds this file: the Xcode project names only
/// the package, not its files, and its leak is still reported.
public final class SyncEngine {
    private var timer: Timer?
    private var pending: [String] = []

    public init() {}

    public func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in   // expect: strong-self-capture "timer"
            self.flush()
        }
    }

    private func flush() {
        pending.removeAll()
    }
}
