import UIKit

struct CatalogFilters {
    var category: String?
    var showOnlyDeals = false
}

/// Holds the app's root controllers (set by the app delegate at launch) and the catalog filters.
final class AppRouter {
    static let shared = AppRouter()   // expect: singleton-overuse

    var tabs: UITabBarController?
    var cartScreen: CartViewController?
    var filters = CatalogFilters()
}
