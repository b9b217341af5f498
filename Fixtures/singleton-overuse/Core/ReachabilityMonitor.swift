import Network

/// A `static var` nobody replaces: started by the app delegate, read by the screens.
final class ReachabilityMonitor {
    static var shared = ReachabilityMonitor()

    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "com.shop.reachability")
    private(set) var isReachable = true
    private(set) var isExpensive = false

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            self?.isReachable = path.status == .satisfied
            self?.isExpensive = path.isExpensive
        }
        monitor.start(queue: queue)
    }
}
