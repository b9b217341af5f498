import UIKit

/// A sign-in field whose icon is picked in Interface Builder: the storyboard sets `icon` once,
/// when it loads the field, and no code of the app sets it again.
final class IconTextField: UITextField {
    @IBInspectable var icon: UIImage? {
        didSet {
            leftView = UIImageView(image: icon)
            leftViewMode = .always
            // Not reported: the `didSet` of a property only Interface Builder sets runs once per
            // field, and the block does nothing once the field is gone.
            NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: self, queue: .main) { [weak self] _ in
                self?.leftView?.alpha = 1
            }
        }
    }
}

/// The same shape on a property that code sets too: every change adds one more observer.
final class BadgeTextField: UITextField {
    @IBInspectable var badge: UIImage? {
        didSet {
            rightView = UIImageView(image: badge)
            NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: self, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'didSet' runs on every change of 'badge'"
                self?.rightView?.alpha = 0.5
            }
        }
    }

    func showWarning() {
        badge = UIImage(systemName: "exclamationmark.triangle")
    }
}
