import UIKit

protocol CheckoutViewControllerDelegate: AnyObject {
    func checkoutDidFinish(_ controller: CheckoutViewController)
}

/// A view controller may import UIKit: it declares no view model, it only uses one. The
/// strong delegate below is a finding of a built-in rule, which runs alongside.
final class CheckoutViewController: UIViewController {
    var delegate: CheckoutViewControllerDelegate? // expect: strong-delegate
    private let viewModel: CheckoutViewModel
    private let payButton = UIButton(type: .system)
    private let totalLabel = UILabel()

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.isHidden = !viewModel.isApplePayAvailable
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        totalLabel.text = viewModel.totalText
    }

    @objc private func payTapped() {
        viewModel.pay()
    }
}
