import UIKit

// not reported: class-bound two levels up, across files
// (MessageListDelegate -> MessageListEventHandling -> ConversationParticipant: AnyObject)
protocol MessageListDelegate: MessageListEventHandling {
    func messageList(didSelect message: ChatMessage)
}

// not reported: three levels, through the protocol above
protocol ChatRoomEventsDelegate: MessageListDelegate {
    func chatRoomDidBecomeActive()
}

// not class-bound two levels up, across files
// (VoiceNoteRecorderDelegate -> VoiceNoteEvents -> AudioSessionEvents)
protocol VoiceNoteRecorderDelegate: VoiceNoteEvents {   // expect: non-class-delegate-protocol
    func voiceNoteRecorder(didFinishRecordingTo url: URL, duration: TimeInterval)
}

// not reported: `AnyObject`
protocol ConversationListDelegate: AnyObject {
    func conversationList(didOpen channelID: String)
}

// not reported: the legacy `class` constraint still means class-bound
protocol LegacyThreadDelegate: class {
    func threadDidUpdate(replyCount: Int)
}

// not reported: inherits a class (the tree's own base controller)
protocol BubbleLayoutDelegate: ChatBaseViewController {
    func preferredBubbleWidth(for message: ChatMessage) -> CGFloat
}

// not reported: `where Self:` a class of the tree
protocol EmojiSearchDataSource where Self: ChatBaseViewController {
    func emojis(matching query: String) -> [String]
}

final class ChatRoomViewController: ChatBaseViewController {
    weak var delegate: MessageListDelegate?
    weak var eventsDelegate: ChatRoomEventsDelegate?
    weak var listDelegate: ConversationListDelegate?
    weak var inputDataSource: MessageInputDataSource?

    private var messages: [ChatMessage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if let draft = inputDataSource?.draftText(forChannel: channelID) {
            showBanner(draft)
        }
    }

    func didSelectMessage(at index: Int) {
        guard messages.indices.contains(index) else { return }
        delegate?.messageList(didSelect: messages[index])
    }
}

extension ChatRoomViewController: BubbleLayoutDelegate {
    func preferredBubbleWidth(for message: ChatMessage) -> CGFloat {
        min(view.bounds.width * 0.75, CGFloat(message.body.count) * 9)
    }
}

/// The recorder is a value type, so a non-class delegate can be held without a cycle.
struct VoiceNoteRecorder {
    var delegate: VoiceNoteRecorderDelegate?
    var maximumDuration: TimeInterval = 120

    func finish(at url: URL, duration: TimeInterval) {
        delegate?.voiceNoteRecorder(didFinishRecordingTo: url, duration: duration)
    }
}
