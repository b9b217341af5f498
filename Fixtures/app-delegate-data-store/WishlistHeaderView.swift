import UIKit

extension UIView {
    /// Declared and used in the same file, by another type.
    var shopDelegate: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }
}

final class WishlistHeaderView: UIView {
    @IBOutlet private weak var countLabel: UILabel!

    func refresh() {
        countLabel.text = "\(shopDelegate.cart.items.count) in your cart"   // expect: app-delegate-data-store
    }
}
