import Foundation

/// The customer's check-in at the counter. The clip's live activity and the counter display
/// reach the active session through `current`.
final class PickupCheckInSession {
    // Not reported: the object registers itself from its own init (`Self.current = self`);
    // nothing else assigns the holder.
    static var current: PickupCheckInSession?

    let orderID: String
    let startedAt = Date()

    init(orderID: String) {
        self.orderID = orderID
        Self.current = self
    }

    var waitingMinutes: Int {
        Int(Date().timeIntervalSince(startedAt) / 60)
    }
}
