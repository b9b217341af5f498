import Foundation

// MARK: - Base protocols the delegate protocols of the other files build on

/// Events every conversation screen reacts to. Not class-bound (and not named like a delegate,
/// so not this rule's business).
protocol ConversationEvents {
    func conversationDidReceive(_ message: ChatMessage)
}

/// One level up, still not class-bound.
protocol ChannelEventHandling: ConversationEvents {
    func channelDidChangeTopic(_ topic: String)
}

/// Anything that takes part in a conversation. Class-bound at the root.
protocol Participant: AnyObject {
    var participantID: String { get }
}

/// Inherits the class-bound `Participant`.
protocol ParticipantEvents: Participant {
    func participantDidChangePresence(isOnline: Bool)
}

/// Upload progress reporting; not class-bound.
protocol UploadProgressReporting {
    func uploadDidProgress(_ fraction: Double)
}

/// Turns a message into text attributes. Not named like a delegate.
protocol MessageRendering {
    func attributedText(for message: ChatMessage) -> NSAttributedString
}

/// Ends in `Delegating`, not `Delegate`.
protocol ScrollDelegating {
    func forwardScrollEvents(to scrollView: AnyObject)
}

/// `Delegate` at the start of the name, not at the end.
protocol DelegateRegistry {
    func register(_ object: AnyObject, forChannel channelID: String)
}
