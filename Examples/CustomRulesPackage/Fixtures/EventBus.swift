import Foundation

/// The app's in-process event bus: screens and services publish events, others subscribe.
/// A subscription lives until its token is passed to `unsubscribe(_:)`.
protocol AppEvent {}

struct SubscriptionToken: Hashable {
    fileprivate let id: UUID
}

final class EventBus {
    static let shared = EventBus()

    private let lock = NSLock()
    private var handlers: [UUID: (AppEvent) -> Void] = [:]

    private init() {}

    func subscribe<E: AppEvent>(_ type: E.Type, handler: @escaping (E) -> Void) -> SubscriptionToken {
        let token = SubscriptionToken(id: UUID())
        lock.lock()
        handlers[token.id] = { event in
            if let event = event as? E { handler(event) }
        }
        lock.unlock()
        return token
    }

    func unsubscribe(_ token: SubscriptionToken) {
        lock.lock()
        handlers[token.id] = nil
        lock.unlock()
    }

    func publish(_ event: AppEvent) {
        lock.lock()
        let current = Array(handlers.values)
        lock.unlock()
        DispatchQueue.main.async {
            current.forEach { $0(event) }
        }
    }
}
