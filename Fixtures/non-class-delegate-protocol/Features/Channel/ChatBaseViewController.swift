import UIKit

// Adopted by the common base controller; subclasses hand themselves to the indicator.
protocol TypingIndicatorDelegate {   // expect: non-class-delegate-protocol
    func typingIndicator(didUpdate typingUserIDs: [String])
}

final class TypingIndicatorView: UIView {
    var delegate: TypingIndicatorDelegate?   // expect: strong-delegate

    private(set) var typingUserIDs: [String] = []

    func update(_ userIDs: [String]) {
        typingUserIDs = userIDs
        isHidden = userIDs.isEmpty
        delegate?.typingIndicator(didUpdate: userIDs)
    }
}

/// Common base of every conversation screen.
class ChatBaseViewController: UIViewController, TypingIndicatorDelegate, Participant {
    let typingIndicator = TypingIndicatorView()
    var participantID: String = ""

    func showBanner(_ text: String) {
        navigationItem.prompt = text
    }

    func typingIndicator(didUpdate typingUserIDs: [String]) {
        navigationItem.prompt = typingUserIDs.isEmpty ? nil : "\(typingUserIDs.count) typing…"
    }
}

// MARK: - Class-bound through a class: not reported by this rule (the header's strong
// properties are `strong-delegate`'s business)

// a framework class
protocol ChatHeaderDelegate: UIViewController {
    func chatHeaderDidTapAvatar()
}

// a class of the tree
protocol BubbleLayoutDelegate: ChatBaseViewController {
    func preferredBubbleWidth(for message: ChatMessage) -> CGFloat
}

// `where Self:` a class of the tree
protocol MentionHighlightDelegate where Self: ChatBaseViewController {
    func shouldHighlightMention(of userID: String) -> Bool
}

// class-bound two levels up, across files (PresenceDelegate -> ParticipantEvents -> Participant: AnyObject)
protocol PresenceDelegate: ParticipantEvents {
    func presenceDidLoad(onlineCount: Int)
}

final class ChannelHeaderView: UIView {
    var headerDelegate: ChatHeaderDelegate?   // expect: strong-delegate
    var layoutDelegate: BubbleLayoutDelegate?   // expect: strong-delegate
    var mentionDelegate: MentionHighlightDelegate?   // expect: strong-delegate
    var presenceDelegate: PresenceDelegate?   // expect: strong-delegate

    @IBAction private func avatarTapped(_ sender: UIButton) {
        headerDelegate?.chatHeaderDidTapAvatar()
    }
}
