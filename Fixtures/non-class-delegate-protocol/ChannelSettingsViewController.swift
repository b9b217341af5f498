import UIKit

// not reported: `Actor` makes the protocol class-bound (actors are reference types)
protocol MessageSyncDelegate: Actor {
    func syncDidFinish(channelID: String, newMessages: Int)
}

// not reported: inherits a framework class
protocol ChatHeaderDelegate: UIViewController {
    func chatHeaderDidTapAvatar()
}

// not reported: `where Self: AnyObject`
protocol StickerPickerDelegate where Self: AnyObject {
    func stickerPicker(didPick stickerID: String)
}

// not reported: `where Self: UIView` (a class)
protocol GiphyPickerDelegate where Self: UIView {
    func giphyPicker(didPick gifURL: URL)
}

// `Sendable` is a known non-class standard protocol
protocol ReactionPickerDelegate: Sendable {   // expect: non-class-delegate-protocol
    func reactionPicker(didPick emoji: String, forMessage messageID: UUID)
}

// `CustomStringConvertible` is a known non-class standard protocol
protocol MessageFormattingDelegate: CustomStringConvertible {   // expect: non-class-delegate-protocol
    func attributes(forMention handle: String) -> [NSAttributedString.Key: Any]
}

// two known non-class standard protocols
protocol ReadReceiptDelegate: Hashable, Sendable {   // expect: non-class-delegate-protocol
    func readReceiptsDidChange(forMessage messageID: UUID, readers: [String])
}

// an access modifier changes nothing
public protocol LinkPreviewDelegate {   // expect: non-class-delegate-protocol
    func linkPreviewDidLoad(title: String, url: URL)
}

actor MessageSyncEngine {
    private var lastSync: [String: Date] = [:]

    func markSynced(channelID: String) {
        lastSync[channelID] = Date()
    }
}

final class ChannelSettingsViewController: ChatBaseViewController {
    weak var syncDelegate: MessageSyncDelegate?
    weak var stickerDelegate: StickerPickerDelegate?

    @IBOutlet private weak var notificationsSwitch: UISwitch!

    func apply(settings delegate: ChannelSettingsDelegate) {
        delegate.channelSettingsDidChangeNotifications(enabled: notificationsSwitch.isOn)
    }
}

extension ChannelSettingsViewController: ChatHeaderDelegate {
    func chatHeaderDidTapAvatar() {
        showBanner(channelID)
    }
}

final class GiphyPickerView: UIView, GiphyPickerDelegate {
    func giphyPicker(didPick gifURL: URL) {
        accessibilityLabel = gifURL.lastPathComponent
    }
}
