import UIKit

final class CartBadgeViewController: UIViewController {
    @IBOutlet private weak var badgeLabel: UILabel!
    @IBOutlet private weak var lastRemovedLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(cartDidChange(_:)), name: .cartDidChange, object: nil)
        center.addObserver(self, selector: #selector(cartItemRemoved(_:)), name: .cartItemRemoved, object: nil)
        center.addObserver(self, selector: #selector(cartDidChangeSafely(_:)), name: .cartDidChange, object: nil)
    }

    @objc private func cartDidChange(_ notification: Notification) {
        let cart = notification.object as! Cart   // expect: notification-payload-force-cast "crashes as soon as any code posts '.cartDidChange' with a different payload"
        let count = notification.userInfo?["count"] as! Int   // expect: notification-payload-force-cast
        badgeLabel.text = "\(count)"
        title = cart.id.uuidString
    }

    @objc private func cartItemRemoved(_ notification: Notification) {
        // The local `userInfo` is still the notification's payload.
        guard let userInfo = notification.userInfo else { return }
        let item = userInfo[CartNotification.itemKey] as! CartItem   // expect: notification-payload-force-cast
        let payload = notification.userInfo as! [String: Any]   // expect: notification-payload-force-cast
        lastRemovedLabel.text = "\(item.sku) (\(payload.count) keys)"
    }

    // not reported: conditional casts, and the shared typed helper
    @objc private func cartDidChangeSafely(_ notification: Notification) {
        guard let cart = CartNotification.cart(from: notification),
              let count = notification.userInfo?["count"] as? Int else { return }
        badgeLabel.text = "\(count)"
        title = cart.id.uuidString
    }
}
