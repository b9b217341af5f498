import UIKit

final class OrderConfirmationViewController: UIViewController {
    private let orderID: String
    private let dateLabel = UILabel()
    private let notifySwitch = UISwitch()

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thank you!"
        Formatters.orderDate.timeZone = .current
        dateLabel.text = Formatters.orderDate.string(from: Date())
        notifySwitch.isOn = NotificationPreferences.shared.orderUpdates
        notifySwitch.addTarget(self, action: #selector(notifyChanged), for: .valueChanged)
        LiveOrderActivity.start(orderID: orderID)
        LiveOrderActivity.current?.status = .confirmed
        Haptics.shared.success()
    }

    func applyEarnedPoints(from order: Order) {
        LoyaltyWallet.shared.points += order.earnedPoints
        ToastPresenter.show("+\(order.earnedPoints) points", in: view)
    }

    @objc private func notifyChanged() {
        NotificationPreferences.shared.orderUpdates.toggle()
    }
}
