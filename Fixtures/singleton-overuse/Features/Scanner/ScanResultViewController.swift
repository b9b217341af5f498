import UIKit

final class ScanResultViewController: UIViewController {
    private let category: String

    init(category: String) {
        self.category = category
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func showMatchingProducts() {
        // Members of the controllers the router holds: those objects change, not the router.
        AppRouter.shared.tabs?.selectedIndex = 1
        AppRouter.shared.cartScreen?.title = "Cart"
        // The filters are a struct the router holds: this writes the router's state.
        AppRouter.shared.filters.category = category
    }
}
