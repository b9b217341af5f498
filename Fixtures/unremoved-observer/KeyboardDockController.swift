import UIKit

/// Docks the message composer above the keyboard. `viewWillAppear` runs on every appearance;
/// what it registers behind a token tested against nil, which nothing sets back to nil, is
/// registered once per controller: reported because nothing removes it, not as piling up.
final class KeyboardDockController: UIViewController {
    private var keyboardToken: NSObjectProtocol?
    private var syncToken: NSObjectProtocol?
    private var sizeToken: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Registered only while the token is nil: once per controller.
        if keyboardToken == nil {
            keyboardToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer "goes away; call 'NotificationCenter.default.removeObserver\(keyboardToken\)'"
                self?.view.setNeedsLayout()
            }
        }
        observeSync()
        observeTextSize()
    }

    /// The same through a local: `let registered = syncToken != nil; guard !registered`.
    private func observeSync() {
        let registered = syncToken != nil
        guard !registered else { return }
        syncToken = NotificationCenter.default.addObserver(forName: .chatConversationSynced, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer "goes away; call 'NotificationCenter.default.removeObserver\(syncToken\)'"
            self?.view.setNeedsDisplay()
        }
    }

    /// `stopObserving()` sets the token back to nil without removing the observer, so the next
    /// appearance registers again: reported.
    private func observeTextSize() {
        guard sizeToken == nil else { return }
        sizeToken = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer "'stopObserving' resets 'sizeToken' and the guard of 'observeTextSize' lets it run again, so observers pile up"
            self?.view.setNeedsLayout()
        }
    }

    func stopObserving() {
        sizeToken = nil
    }
}
