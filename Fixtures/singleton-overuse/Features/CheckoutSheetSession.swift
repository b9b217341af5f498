import UIKit

/// The checkout sheet's session: made when the sheet opens and emptied when it closes. Its
/// code manages its lifetime, so the holder is not a replaceable global: not reported.
final class CheckoutSheetSession {
    static var current: CheckoutSheetSession?
    let cartID: String
    var appliedCoupon: String?

    init(cartID: String) {
        self.cartID = cartID
    }
}

final class CheckoutSheetController: UIViewController {
    var cartID = ""

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        CheckoutSheetSession.current = CheckoutSheetSession(cartID: cartID)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        CheckoutSheetSession.current = nil
    }

    @IBAction private func applyCoupon(_ sender: UIButton) {
        CheckoutSheetSession.current?.appliedCoupon = sender.titleLabel?.text
    }
}
