import Foundation
import StreamingChatSDK

// not reported: inherits `StreamEventHandling` from an SDK that is not in the scanned tree;
// it may well be class-bound, so it gets the benefit of the doubt
protocol ChatSDKBridgeDelegate: StreamEventHandling {
    func bridgeDidReconnect()
}

// not reported: one unknown protocol is enough for the benefit of the doubt,
// even next to a known non-class one
protocol PollComposerDelegate: LinkPresentationHosting, Equatable {
    func pollComposerDidPublish(question: String, options: [String])
}

// not reported: inherits the class-bound `ConversationParticipant` declared in another file
protocol PresenceDataSource: ConversationParticipant {
    func isOnline(userID: String) -> Bool
}

final class ChatSDKBridge {
    weak var delegate: ChatSDKBridgeDelegate?
    weak var presenceDataSource: PresenceDataSource?

    private let client: StreamChatClient

    init(client: StreamChatClient) {
        self.client = client
    }

    func reconnect() {
        client.connect()
        delegate?.bridgeDidReconnect()
    }
}
