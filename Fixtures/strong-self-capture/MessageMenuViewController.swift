import UIKit

/// A context-menu action kept until the menu has closed, then run and dropped: the cycle lasts
/// until the action has run, so it is not reported (decided on real code).
class MessageMenuBaseViewController: UIViewController {
    var pendingMenuAction: (() -> Void)?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        animator?.addCompletion {
            if let action = self.pendingMenuAction {
                action()
                self.pendingMenuAction = nil
            }
        }
    }
}

final class MessageMenuViewController: MessageMenuBaseViewController {
    private var message = ""
    private var onDraftChange: ((String) -> Void)?

    func replyItem() -> UIAction {
        UIAction(title: "Reply") { _ in
            self.pendingMenuAction = {
                self.startReply(to: self.message)
            }
        }
    }

    /// Stored for good and never dropped: reported.
    func watchDraft() {
        onDraftChange = { text in   // expect: strong-self-capture
            self.message = text
        }
    }

    private func startReply(to message: String) {}
}
