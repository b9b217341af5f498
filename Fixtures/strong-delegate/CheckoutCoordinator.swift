import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
    func childDidFinish(_ child: Coordinator)
}

protocol CheckoutCoordinatorDelegate: AnyObject {
    func checkoutCoordinatorDidFinish(_ coordinator: CheckoutCoordinator, placedOrder order: Order?)
}

protocol OrderFlowDelegate: AnyObject {
    func orderFlowDidConfirmPayment(_ payment: PaymentMethod)
    func orderFlowDidCancel()
}

protocol PaymentSheetDelegate: AnyObject {
    func paymentSheetDidAppear()
}

struct Order: Hashable {
    let id: String
    let total: Decimal
}

enum PaymentMethod: Hashable {
    case applePay
    case card(last4: String)
}

final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    // not reported by default: `parentCoordinator` is not in the default name lists (teams add it as an option)
    var parentCoordinator: Coordinator?

    var delegate: CheckoutCoordinatorDelegate?   // expect: strong-delegate

    private let cart: Cart

    init(navigationController: UINavigationController, cart: Cart) {
        self.navigationController = navigationController
        self.cart = cart
    }

    func start() {
        let summary = CartSummaryViewController(cart: cart)
        summary.delegate = self
        navigationController.pushViewController(summary, animated: true)
    }

    private func showPayment() {
        let payment = PaymentStepViewController(flowDelegate: self, cart: cart)
        navigationController.pushViewController(payment, animated: true)
    }

    private func finish(with order: Order?) {
        delegate?.checkoutCoordinatorDidFinish(self, placedOrder: order)
        parentCoordinator?.childDidFinish(self)
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

extension CheckoutCoordinator: CartSummaryDelegate {
    func cartSummaryDidTapCheckout(_ controller: CartSummaryViewController) {
        showPayment()
    }
}

extension CheckoutCoordinator: OrderFlowDelegate {
    func orderFlowDidConfirmPayment(_ payment: PaymentMethod) {
        finish(with: Order(id: UUID().uuidString, total: cart.total))
    }

    func orderFlowDidCancel() {
        navigationController.popViewController(animated: true)
    }
}

final class PaymentStepViewController: UIViewController {

    // a `let` delegate is stored and strong
    let flowDelegate: OrderFlowDelegate   // expect: strong-delegate

    // access control does not matter
    public private(set) var paymentDelegate: PaymentSheetDelegate?   // expect: strong-delegate

    // not reported: unowned
    unowned let summaryDelegate: OrderFlowDelegate

    private let cart: Cart

    init(flowDelegate: OrderFlowDelegate, cart: Cart) {
        self.flowDelegate = flowDelegate
        self.summaryDelegate = flowDelegate
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func attachPaymentSheet(_ sheetDelegate: PaymentSheetDelegate) {
        paymentDelegate = sheetDelegate
        paymentDelegate?.paymentSheetDidAppear()
    }

    @IBAction private func payTapped(_ sender: UIButton) {
        flowDelegate.orderFlowDidConfirmPayment(.applePay)
    }
}
