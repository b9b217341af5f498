import NetworkExtension

/// The network extension's principal object: the system makes one per extension process and
/// keeps it until the tunnel stops and the process exits. Its block observer, registered once
/// with the token dropped, leaks nothing: not reported.
final class PacketTunnelProvider: NEPacketTunnelProvider {
    private var isOnWiFi = true
    private var sessionLogs: [TunnelSessionLogger] = []

    override init() {
        super.init()
        NotificationCenter.default.addObserver(forName: .tunnelNetworkPathDidChange, object: nil, queue: nil) { [weak self] note in
            self?.isOnWiFi = note.userInfo?["wifi"] as? Bool ?? true
        }
    }

    /// Also called by the app's "reconnect" message, once per reconnection.
    override func handleAppMessage(_ messageData: Data, completionHandler: ((Data?) -> Void)?) {
        sessionLogs.append(beginSessionLog())
        completionHandler?(nil)
    }

    override func startTunnel(options: [String: NSObject]?, completionHandler: @escaping (Error?) -> Void) {
        sessionLogs.append(beginSessionLog())
        let settings = NEPacketTunnelNetworkSettings(tunnelRemoteAddress: "10.8.0.1")
        setTunnelNetworkSettings(settings) { error in completionHandler(error) }
    }
}

/// Made by the provider for every tunnel session it starts: the same dropped token piles up
/// one block per session, so it is reported.
final class TunnelSessionLogger {
    init() {
        NotificationCenter.default.addObserver(forName: .tunnelNetworkPathDidChange, object: nil, queue: nil) { note in   // expect: discarded-observation-token
            print("path changed:", note.userInfo ?? [:])
        }
    }
}

extension PacketTunnelProvider {
    func beginSessionLog() -> TunnelSessionLogger { TunnelSessionLogger() }
}

extension Notification.Name {
    static let tunnelNetworkPathDidChange = Notification.Name("TunnelNetworkPathDidChange")
}
