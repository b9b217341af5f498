import UIKit

extension NSObject {
    /// The app's own wrapper around `removeObserver(_:forKeyPath:context:)`, which throws an
    /// Objective-C exception when the observer is not registered; the Objective-C category
    /// behind it catches that and rethrows it as a Swift error.
    func remove(_ observer: NSObject, for keyPath: String, in context: UnsafeMutableRawPointer?) throws {
        removeObserver(observer, forKeyPath: keyPath, context: context)
    }
}

/// A round button that follows its image view's image.
final class AvatarButton: UIButton {
    private var imageContext = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        // Not reported: `deinit` removes it through the wrapper, with the same key path.
        imageView?.addObserver(self, forKeyPath: "image", options: .new, context: &imageContext)
        // Reported: nothing removes the observer of the title label's text.
        titleLabel?.addObserver(self, forKeyPath: "text", options: .new, context: &imageContext)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &imageContext else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        setNeedsLayout()
    }

    deinit {
        do { try imageView?.remove(self, for: "image", in: &imageContext) } catch {}
    }
}
