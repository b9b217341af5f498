import Foundation

// Project helpers that let observation tokens be kept with the same `.store(in:)` spelling
// as Combine's AnyCancellable.

extension NSObjectProtocol {
    /// Keeps a NotificationCenter block-observer token; the owner removes them in `deinit`.
    func store(in tokens: inout [NSObjectProtocol]) {
        tokens.append(self)
    }
}

extension NSKeyValueObservation {
    /// Keeps a KVO observation alive for as long as `observations` is kept.
    func store(in observations: inout [NSKeyValueObservation]) {
        observations.append(self)
    }
}

/// Minimal value box used by screens written before the Combine migration.
final class ObservableValue<Value> {
    var value: Value {
        didSet { observers.forEach { $0(value) } }
    }

    private var observers: [(Value) -> Void] = []

    init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` now and on every change. Returns nothing: observers live as long as the box.
    func observe(_ observer: @escaping (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}
