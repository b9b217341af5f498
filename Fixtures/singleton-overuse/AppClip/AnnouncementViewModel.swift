import Foundation

struct StoreAnnouncement: Identifiable, Hashable {
    let id: String
    let headline: String
    let body: String
}

/// Announcements of the store the clip was launched for.
final class AnnouncementViewModel {
    // Not reported: a `static var` assigned only by PickupClipAppDelegate in
    // `application(_:didFinishLaunchingWithOptions:)` (launch configuration); screens read it.
    static var current: AnnouncementViewModel!

    let storeID: String
    private(set) var announcements: [StoreAnnouncement] = []
    private(set) var lastUpdated: Date?

    init(storeID: String) {
        self.storeID = storeID
    }

    var headline: String? { announcements.first?.headline }

    func refresh() {
        Logger.shared?.info("announcements for \(storeID)")
        lastUpdated = Date()
    }
}

/// The pickup order the clip is tracking.
final class PickupStatusViewModel {
    // Reported: a screen replaces it every time it loads.
    static var current: PickupStatusViewModel!   // expect: singleton-overuse "is a 'static var' that code in 1 file replaces"

    let orderID: String
    private(set) var isReady = false

    init(orderID: String) {
        self.orderID = orderID
    }

    func poll() {
        isReady = orderID.hasSuffix("-ready")
    }
}
