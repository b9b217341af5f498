import Foundation

/// Product IDs the user looked at, newest last. A `static var` nobody replaces, but two
/// screens write its list.
final class RecentlyViewed {
    static var shared = RecentlyViewed()   // expect: singleton-overuse

    var productIDs: [String] = []
    var limit = 20

    var isEmpty: Bool { productIDs.isEmpty }
    var latest: [String] { Array(productIDs.suffix(limit).reversed()) }
}
