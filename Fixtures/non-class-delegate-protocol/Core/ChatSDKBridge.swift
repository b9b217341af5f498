import Foundation
import StreamingChatSDK

// not reported: inherits `StreamEventHandling` from an SDK outside the scanned tree; it may be
// class-bound, so it gets the benefit of the doubt
protocol ChatSDKBridgeDelegate: StreamEventHandling {
    func bridgeDidReconnect()
}

// not reported: one unknown protocol is enough for the benefit of the doubt, even next to a
// known non-class one
protocol PollComposerDelegate: LinkPresentationHosting, Equatable {
    func pollComposerDidPublish(question: String, options: [String])
}

// not reported: `Actor` makes the protocol class-bound
protocol MessageSyncDelegate: Actor {
    func syncDidFinish(channelID: String, newMessages: Int)
}

final class ChatSDKBridge {
    var delegate: ChatSDKBridgeDelegate?   // expect: strong-delegate
    var pollDelegate: (any PollComposerDelegate)?   // expect: strong-delegate

    private let client: StreamChatClient

    init(client: StreamChatClient) {
        self.client = client
    }

    func reconnect() {
        client.connect()
        delegate?.bridgeDidReconnect()
    }
}

final class SDKEventsRelay: NSObject, ChatSDKBridgeDelegate, PollComposerDelegate {
    private let bridge: ChatSDKBridge

    init(bridge: ChatSDKBridge) {
        self.bridge = bridge
        super.init()
        bridge.delegate = self
        bridge.pollDelegate = self
    }

    func bridgeDidReconnect() {}
    func pollComposerDidPublish(question: String, options: [String]) {}
}

final class SyncScheduler {
    var delegate: MessageSyncDelegate?   // expect: strong-delegate

    func fire(channelID: String) async {
        await delegate?.syncDidFinish(channelID: channelID, newMessages: 0)
    }
}

actor MessageSyncEngine: MessageSyncDelegate {
    private let scheduler = SyncScheduler()

    func start() {
        scheduler.delegate = self
    }

    func syncDidFinish(channelID: String, newMessages: Int) {}
}

// not reported: the app gives the policy a plain strategy object; the spy that hands itself
// over is test code (a `…Spy` type), whatever file it is in
protocol ConnectionRetryDelegate {
    func shouldRetry(afterFailures count: Int) -> Bool
}

final class ReconnectPolicy {
    var delegate: ConnectionRetryDelegate?

    func scheduleRetry(failures: Int) -> Bool {
        delegate?.shouldRetry(afterFailures: failures) ?? (failures < 5)
    }
}

final class ExponentialBackoff: ConnectionRetryDelegate {
    func shouldRetry(afterFailures count: Int) -> Bool { count < 8 }
}

#if DEBUG
final class ReconnectPolicySpy: ConnectionRetryDelegate {
    private(set) var asked: [Int] = []

    init(policy: ReconnectPolicy) {
        policy.delegate = self
    }

    func shouldRetry(afterFailures count: Int) -> Bool {
        asked.append(count)
        return false
    }
}
#endif
