import UIKit

/// What the share sheet shows for a product. The factory replaces the global each time, and
/// three screens call it (product detail, the list's swipe action, the cart): every reader
/// gets whichever payload was made last.
final class ShareSheetPayload {
    @MainActor
    static var current: ShareSheetPayload!   // expect: singleton-overuse

    var items: [Any] = []
    var subject = ""

    @MainActor
    static func make(for product: Product) -> ShareSheetPayload {
        current = ShareSheetPayload()
        current.subject = product.title
        current.items = [product.title, URL(string: "https://shop.example.com/p/\(product.id)")!]
        return current
    }
}
