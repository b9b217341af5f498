import Foundation

final class NotificationPreferences {
    static let shared = NotificationPreferences()   // expect: singleton-overuse

    var orderUpdates = true { didSet { save() } }
    var promotions = false { didSet { save() } }
    var priceDrops = true { didSet { save() } }

    private func save() {
        UserDefaults.group.set(["orders": orderUpdates, "promotions": promotions, "priceDrops": priceDrops],
                               forKey: "notificationPreferences")
    }
}
