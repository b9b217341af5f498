import UIKit

/// Opening hours of the stores, loaded once and kept for the session. `shared()` makes the
/// directory on first use, behind `guard let … else`, and hands back the same one afterwards.
final class StoreHoursDirectory {
    // Not reported: assigned only in the `else` of `guard let current = instance`.
    static var instance: StoreHoursDirectory?

    private var hours: [String: String] = [:]

    class func shared() -> StoreHoursDirectory {
        guard let current = instance else {
            let made = StoreHoursDirectory()
            instance = made
            return made
        }
        return current
    }

    func hours(forStore id: String) -> String? {
        hours[id]
    }
}

/// The short form of the same setup: `guard let instance else { … }`.
final class StoreHolidayCalendar {
    // Not reported: assigned only in the `else` of `guard let instance`.
    static var instance: StoreHolidayCalendar?

    private var closedDays: Set<String> = []

    class func shared() -> StoreHolidayCalendar {
        guard let instance else {
            let made = StoreHolidayCalendar()
            instance = made
            return made
        }
        return instance
    }

    func isClosed(on day: String) -> Bool {
        closedDays.contains(day)
    }
}

/// The same shape with a second condition: a stale map is replaced by a new one.
final class StoreMapCache {
    static var instance: StoreMapCache?   // expect: singleton-overuse "is a 'static var' that code in 1 file replaces"

    private let loadedAt = Date()
    var isFresh: Bool { Date().timeIntervalSince(loadedAt) < 3600 }

    class func shared() -> StoreMapCache {
        guard let current = instance, current.isFresh else {
            let made = StoreMapCache()
            instance = made
            return made
        }
        return current
    }
}

final class StoreHoursViewController: UITableViewController {
    var storeID = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = StoreHoursDirectory.shared().hours(forStore: storeID)
        _ = StoreMapCache.shared()
        _ = StoreHolidayCalendar.shared().isClosed(on: "2026-12-25")
    }
}
