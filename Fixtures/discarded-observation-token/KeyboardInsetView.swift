import Combine
import UIKit

/// Follows the keyboard only while the view is in a window. The subscription is the value of
/// an `if` expression assigned to a property: it is kept, not discarded.
final class KeyboardInsetView: UIView {
    private var keyboardObserver: AnyCancellable?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        keyboardObserver = if window == nil {
            nil
        } else {
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .sink { [weak self] frame in self?.adjust(to: frame) }
        }
    }

    /// The same chain as a plain `if` statement: its value goes nowhere.
    func followKeyboardOnce() {
        if keyboardObserver == nil {
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                .sink { [weak self] _ in self?.adjust(to: .zero) }   // expect: discarded-observation-token "The AnyCancellable returned by 'sink' is discarded"
        }
    }

    private func adjust(to frame: CGRect) {
        layoutMargins.bottom = frame.height
    }
}
