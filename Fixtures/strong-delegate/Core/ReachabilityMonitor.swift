import Network

protocol ReachabilityMonitorDelegate: AnyObject {
    func reachabilityMonitor(_ monitor: ReachabilityMonitor, didChangeReachability isReachable: Bool)
}

final class ReachabilityMonitor {
    // not reported: the only object that hands itself to it is the app delegate, which lives as
    // long as the process (the monitor itself is also created by the downloads screen, so it is not)
    var delegate: ReachabilityMonitorDelegate?

    private let host: String
    private let pathMonitor = NWPathMonitor()
    private(set) var isReachable = true

    init(host: String) {
        self.host = host
    }

    func start() {
        pathMonitor.pathUpdateHandler = { [weak self] path in
            guard let self else { return }
            self.isReachable = path.status == .satisfied
            self.delegate?.reachabilityMonitor(self, didChangeReachability: self.isReachable)
        }
        pathMonitor.start(queue: .main)
    }
}
