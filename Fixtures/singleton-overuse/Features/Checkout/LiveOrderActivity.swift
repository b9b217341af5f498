import Foundation

/// The delivery shown on the Lock Screen for the order just placed. Set by its own `start`;
/// screens then write its status and ETA through the optional holder.
final class LiveOrderActivity {
    enum Status { case confirmed, packing, outForDelivery, delivered }

    private(set) static var current: LiveOrderActivity?   // expect: singleton-overuse

    let orderID: String
    var status: Status = .confirmed
    var etaMinutes: Int?

    private init(orderID: String) {
        self.orderID = orderID
    }

    static func start(orderID: String) {
        current = LiveOrderActivity(orderID: orderID)
    }
}
