import Foundation

// Reported: the one object storing it is a singleton, so no loop leaks, but a channel screen,
// made for each channel picked, hands itself to it and nothing sets it back: the singleton keeps
// the last closed channel screen in memory (decided on real code, 2026-12-07).
protocol ConnectionStateDelegate {   // expect: non-class-delegate-protocol "'ChatClient' lives as long as the process \(a singleton \(its shared instance is the only one\)\), so the last 'ChannelViewController' stays in memory after it is closed"
    func connectionDidChange(isConnected: Bool)
}

// not reported: held by the process-wide configuration and set at launch by the app delegate
protocol PushRegistrationDelegate {
    func pushRegistration(didReceive payload: [AnyHashable: Any])
}

final class ChatClient {
    static let shared = ChatClient()

    var connectionDelegate: ConnectionStateDelegate?   // expect: strong-delegate "so the last 'ChannelViewController' stays in memory after it is closed, until another one takes its place; declare it 'weak var' \(which first needs protocol 'ConnectionStateDelegate' to be class-bound"
    private(set) var pushToken: Data?

    func register(pushToken: Data) {
        self.pushToken = pushToken
    }

    func send(_ message: ChatMessage) async throws {
        connectionDelegate?.connectionDidChange(isConnected: true)
    }
}

final class ChatConfiguration {
    static let shared = ChatConfiguration()

    var pushDelegate: PushRegistrationDelegate?
    let apiBaseURL = URL(string: "https://api.relay.chat/v3")!
}
