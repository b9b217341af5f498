import UIKit

final class PaymentViewController: UIViewController {
    private let redeemSwitch = UISwitch()
    private var isPaying = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        redeemSwitch.isEnabled = LoyaltyWallet.shared.points >= 500
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pay", style: .done, target: self, action: #selector(payTapped))
    }

    @objc private func payTapped() {
        guard !isPaying, let flow = CheckoutFlow.active else { return }
        guard ReachabilityMonitor.shared.isReachable else {
            ToastPresenter.show("You're offline", in: view)
            return
        }
        isPaying = true
        let redeemed = redeemSwitch.isOn ? 500 : 0
        Task { [weak self] in
            do {
                let orderID = try await PaymentGateway.shared.charge(flow.total - Decimal(redeemed) / 100, method: .applePay)
                LoyaltyWallet.shared.points -= redeemed
                AnalyticsTracker.shared.track("order_paid", properties: ["order": orderID, "coupon": CheckoutSession.shared.couponCode ?? ""])
                CheckoutFlow.end()
                self?.navigationController?.pushViewController(OrderConfirmationViewController(orderID: orderID), animated: true)
            } catch {
                Haptics.shared.error()
                self?.isPaying = false
            }
        }
    }
}
