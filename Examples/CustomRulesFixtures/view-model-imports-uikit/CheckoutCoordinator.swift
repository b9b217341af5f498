import UIKit

/// Owns the checkout screen and is its delegate: the hand-off below is what makes the
/// screen's strong `delegate` a retain cycle (strong-delegate, a built-in rule).
final class CheckoutCoordinator: CheckoutViewControllerDelegate {
    private let navigationController: UINavigationController
    private var checkout: CheckoutViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with viewModel: CheckoutViewModel) {
        let controller = CheckoutViewController(viewModel: viewModel)
        controller.delegate = self
        checkout = controller
        navigationController.pushViewController(controller, animated: true)
    }

    func checkoutDidFinish(_ controller: CheckoutViewController) {
        navigationController.popViewController(animated: true)
        checkout = nil
    }
}
