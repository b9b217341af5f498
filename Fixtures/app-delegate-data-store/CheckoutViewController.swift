import UIKit

final class CheckoutViewController: UIViewController {
    // One finding at the acquisition; the uses below are its related locations.
    private let appDelegate = UIApplication.shared.delegate as! AppDelegate   // expect: app-delegate-data-store "'cart', 'currentUser' are reached through"

    @IBOutlet private weak var totalLabel: UILabel!
    @IBOutlet private weak var buyerLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "\(appDelegate.cart.items.count) items"
        buyerLabel.text = self.appDelegate.currentUser?.name
    }
}

final class PaymentSheetViewController: UIViewController {
    private let checkoutFlags: FeatureFlags

    init(flags: FeatureFlags) {
        checkoutFlags = flags
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // not reported: the state is injected; `appDelegate` here is a parameter, not the cast
    func preview(for appDelegate: AppDelegate) -> String {
        appDelegate.currentUser?.name ?? ""
    }
}
