import UIKit

// plain protocol, no class constraint
protocol ComposerDelegate {   // expect: non-class-delegate-protocol
    func composer(_ composer: ComposerViewController, didSend text: String)
    func composerDidCancel(_ composer: ComposerViewController)
}

// inherits only the non-class protocol above
protocol ComposerToolbarDelegate: ComposerDelegate {   // expect: non-class-delegate-protocol
    func composerToolbarDidTapAttachment()
}

// `@MainActor` isolates the protocol but does not restrict conformers to classes
@MainActor protocol ChannelSettingsDelegate {   // expect: non-class-delegate-protocol
    func channelSettingsDidChangeNotifications(enabled: Bool)
}

// an availability attribute changes nothing
@available(iOS 16.0, *)
protocol TranslationDelegate {   // expect: non-class-delegate-protocol
    func translationDidFinish(_ text: String, language: String)
}

// not reported: `NSObjectProtocol`
protocol AttachmentPreviewDelegate: NSObjectProtocol {
    func attachmentPreviewDidDismiss()
}

// not reported: `@objc` protocols are class-bound
@objc protocol MessageCellDelegate {
    func messageCellDidLongPress(_ cell: UITableViewCell)
    @objc optional func messageCellDidDoubleTap(_ cell: UITableViewCell)
}

// not reported: `@objc` with an Objective-C name, public
@objc(CHTTypingDelegate) public protocol TypingDelegate {
    func typingStateDidChange(isTyping: Bool)
}

// not reported: `@MainActor` plus `AnyObject`
@MainActor protocol VideoCallDelegate: AnyObject {
    func videoCallDidConnect(participantCount: Int)
}

final class ComposerViewController: UIViewController {
    // the protocol can't be held weakly, so it ends up strong (the other rule's finding)
    var delegate: ComposerDelegate?   // expect: strong-delegate

    weak var previewDelegate: AttachmentPreviewDelegate?
    weak var cellDelegate: MessageCellDelegate?
    weak var typingDelegate: TypingDelegate?

    @IBOutlet private weak var textView: UITextView!

    @IBAction private func sendTapped(_ sender: UIButton) {
        delegate?.composer(self, didSend: textView.text)
        typingDelegate?.typingStateDidChange(isTyping: false)
    }

    @IBAction private func cancelTapped(_ sender: UIButton) {
        delegate?.composerDidCancel(self)
    }
}
