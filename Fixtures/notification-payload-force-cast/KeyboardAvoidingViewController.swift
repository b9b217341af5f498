import UIKit

/// System notifications: UIKit documents the payload and nobody else posts these names.
final class KeyboardAvoidingViewController: UIViewController {
    @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(windowDidBecomeKey(_:)),
                                               name: UIWindow.didBecomeKeyNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        // not reported: framework user-info keys
        let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
        bottomConstraint.constant = view.bounds.maxY - frame.minY
        UIView.animate(withDuration: duration) { [weak self] in
            self?.view.layoutIfNeeded()
        }
    }

    @objc private func windowDidBecomeKey(_ notification: Notification) {
        // not reported: the observer is registered for a UIKit notification
        let window = notification.object as! UIWindow
        window.tintColor = view.tintColor
    }
}
