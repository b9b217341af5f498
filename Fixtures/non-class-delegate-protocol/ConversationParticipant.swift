import Foundation
import UIKit

// MARK: - Base protocols the delegate protocols in the other files build on

/// Anything that takes part in a conversation screen. Class-bound at the root.
protocol ConversationParticipant: AnyObject {
    var participantID: String { get }
}

/// Audio session callbacks shared by every recorder. Not class-bound.
protocol AudioSessionEvents {
    func audioSessionWasInterrupted()
    func audioSessionDidResume()
}

/// Query interface for message search; only `Sendable`, which does not make it class-bound.
protocol MessageQuerying: Sendable {
    func messages(matching text: String) -> [ChatMessage]
}

/// Progress reporting for uploads. Not class-bound.
protocol UploadProgressReporting {
    func uploadDidProgress(_ fraction: Double)
}

// not reported: the name doesn't end in Delegate or DataSource, so it is not this rule's business
protocol MessageRendering {
    func render(_ message: ChatMessage) -> NSAttributedString
}

// not reported: ends in `Delegating`, not `Delegate`
protocol ScrollDelegating {
    func forwardScrollEvents(to scrollView: UIScrollView)
}

// not reported: `Delegate` at the start of the name, not the end
protocol DelegateRegistry {
    func register(_ delegate: AnyObject, for channelID: String)
}

struct ChatMessage: Hashable, Codable, Sendable {
    let id: UUID
    let channelID: String
    let senderID: String
    let body: String
    let sentAt: Date
}

/// Common base controller of every chat screen.
class ChatBaseViewController: UIViewController {
    var channelID: String = ""

    func showBanner(_ text: String) {
        navigationItem.prompt = text
    }
}
