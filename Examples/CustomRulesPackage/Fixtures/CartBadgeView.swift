import UIKit

/// The badge on the cart tab. It subscribes every time it is added to a window and throws the
/// token away: after a few tab switches, each cart change updates it several times, and the
/// subscriptions outlive the view.
final class CartBadgeView: UIView {
    private let countLabel = UILabel()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        EventBus.shared.subscribe(CartChanged.self) { [weak self] event in // expect: event-bus-observer-not-removed
            self?.countLabel.text = event.itemCount > 0 ? "\(event.itemCount)" : nil
            self?.isHidden = event.itemCount == 0
        }
    }
}
