import UIKit

// MARK: - Class-bound protocols: not reported by this rule. The input bar still holds them
// strongly, so `strong-delegate` reports the properties (the fix is `weak var` alone).

protocol AttachmentButtonDelegate: AnyObject {
    func attachmentButtonTapped()
}

// the legacy `class` constraint
protocol FormattingMenuDelegate: class {
    func formattingMenu(didApply style: String)
}

protocol LinkPreviewTapDelegate: NSObjectProtocol {
    func linkPreviewTapped(_ url: URL)
}

protocol StickerPickerDelegate where Self: AnyObject {
    func stickerPicker(didPick stickerID: String)
}

// `where Self:` a framework class
protocol GiphyPickerDelegate where Self: UIView {
    func giphyPicker(didPick gifURL: URL)
}

@objc protocol EmojiPickerDelegate {
    func emojiPicker(didPick emoji: String)
    @objc optional func emojiPickerDidOpenSkinTones()
}

@objc(RLYTypingDelegate) public protocol TypingDelegate {
    func typingStateDidChange(isTyping: Bool)
}

@MainActor protocol VoiceInputDelegate: AnyObject {
    func voiceInputDidTranscribe(_ text: String)
}

// `Sendable` next to `AnyObject`
protocol ChannelMembersDataSource: Sendable, AnyObject {
    func members(ofChannel channelID: String) -> [String]
}

// inherits a framework protocol that is not in the tree: benefit of the doubt
protocol DraftListDataSource: UITableViewDataSource {
    var draftCount: Int { get }
}

final class MessageInputBar: UIView {
    var attachmentDelegate: AttachmentButtonDelegate?   // expect: strong-delegate
    var formattingDelegate: FormattingMenuDelegate?   // expect: strong-delegate
    var previewDelegate: LinkPreviewTapDelegate?   // expect: strong-delegate
    var stickerDelegate: StickerPickerDelegate?   // expect: strong-delegate
    var giphyDelegate: GiphyPickerDelegate?   // expect: strong-delegate
    var emojiDelegate: EmojiPickerDelegate?   // expect: strong-delegate
    var typingDelegate: TypingDelegate?   // expect: strong-delegate
    var voiceDelegate: VoiceInputDelegate?   // expect: strong-delegate
    var membersDataSource: ChannelMembersDataSource?   // expect: strong-delegate
    var draftsDataSource: DraftListDataSource?   // expect: strong-delegate

    @IBAction private func attachmentTapped(_ sender: UIButton) {
        attachmentDelegate?.attachmentButtonTapped()
    }

    @IBAction private func boldTapped(_ sender: UIButton) {
        formattingDelegate?.formattingMenu(didApply: "bold")
    }
}
