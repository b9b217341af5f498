import Foundation

// not reported: the app delegate is the only object handing itself to a socket's delegate
// (the channel screen makes its own socket and gives it a frame decoder)
protocol SocketEventsDelegate {
    func socket(_ socket: ChatSocket, didReceive frame: Data)
}

final class ChatSocket {
    var delegate: SocketEventsDelegate?

    private let endpoint: URL
    private let retryPolicy = ReconnectPolicy()
    private var task: URLSessionWebSocketTask?
    private var failures = 0

    init(endpoint: URL) {
        self.endpoint = endpoint
        retryPolicy.delegate = ExponentialBackoff()
    }

    func connect() {
        task = URLSession.shared.webSocketTask(with: endpoint)
        task?.resume()
        receiveNext()
    }

    private func receiveNext() {
        task?.receive { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(.data(let frame)):
                self.failures = 0
                self.delegate?.socket(self, didReceive: frame)
                self.receiveNext()
            case .success:
                self.receiveNext()
            case .failure:
                self.failures += 1
                if self.retryPolicy.scheduleRetry(failures: self.failures) { self.connect() }
            }
        }
    }
}

/// Decodes typing and read-receipt frames for one channel.
final class ChannelFrameDecoder: SocketEventsDelegate {
    private(set) var lastFrame: Data?

    func socket(_ socket: ChatSocket, didReceive frame: Data) {
        lastFrame = frame
    }
}
