import Foundation

/// Keeps the signed-in user. `start()` is balanced by `stop()` in SessionStore+Lifecycle.swift,
/// another file: the rule finds the `unsubscribe` through the project index.
final class SessionStore {
    private(set) var displayName: String?
    var profileToken: SubscriptionToken?

    func start() {
        profileToken = EventBus.shared.subscribe(ProfileUpdated.self) { [weak self] event in
            self?.displayName = event.displayName
        }
        // Logging out is "forever": but the store is recreated for every user, so each one
        // leaves a handler behind.
        _ = EventBus.shared.subscribe(LoggedOut.self) { [weak self] _ in // expect: event-bus-observer-not-removed
            self?.displayName = nil
        }
    }

    /// A token handed to the caller, who owns it from then on.
    func observeShipments(_ handler: @escaping (OrderShipped) -> Void) -> SubscriptionToken {
        EventBus.shared.subscribe(OrderShipped.self, handler: handler)
    }
}
