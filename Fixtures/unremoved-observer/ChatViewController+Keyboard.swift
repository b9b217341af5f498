import UIKit

extension ChatViewController {

    func adjustComposer(for note: Notification, showing: Bool) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        let overlap = showing ? max(0, view.bounds.maxY - view.convert(frame, from: nil).minY) : 0
        composerBottomConstraint?.constant = -overlap
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    func scrollToLatestMessage(animated: Bool) {
        let rows = tableView.numberOfRows(inSection: 0)
        guard rows > 0 else { return }
        tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: animated)
    }

    /// Called by the split-view container when the conversation is collapsed or closed.
    /// This removal counts for the registration in ChatViewController.swift.
    func stopObservingKeyboardFrame() {
        if let keyboardFrameToken {
            NotificationCenter.default.removeObserver(keyboardFrameToken)
        }
        keyboardFrameToken = nil
    }
}
