import Foundation

// not reported: a service interface; the one object storing it is a singleton, which nothing
// short-lived can leak through
protocol ConnectionStateDelegate {
    func connectionDidChange(isConnected: Bool)
}

// not reported: held by the process-wide configuration and set at launch by the app delegate
protocol PushRegistrationDelegate {
    func pushRegistration(didReceive payload: [AnyHashable: Any])
}

final class ChatClient {
    static let shared = ChatClient()

    var connectionDelegate: ConnectionStateDelegate?
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
