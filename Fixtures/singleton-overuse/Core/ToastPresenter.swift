import UIKit

/// Shows one toast at a time at the bottom of the key window.
final class ToastPresenter {
    fileprivate static var visible: ToastPresenter?

    private let label = UILabel()

    private init(message: String) {
        label.text = message
        label.textAlignment = .center
        label.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        label.textColor = .white
    }

    static func show(_ message: String, in view: UIView) {
        visible?.dismiss()
        let toast = ToastPresenter(message: message)
        visible = toast
        view.addSubview(toast.label)
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { toast.dismiss() }
    }

    private func dismiss() {
        label.removeFromSuperview()
        if ToastPresenter.visible === self { ToastPresenter.visible = nil }
    }
}
