import Combine
import Foundation

/// The app's dependency container: the one the app uses is a stored property of the
/// `PodcastCatalog.shared` singleton. Its services keep the container to reach each other, a
/// real loop, but one that lives as long as the process anyway. `ServiceContainer.preview()`
/// and `ServiceContainer.fake(feeds:)` make more, but no code of the app calls them (only the
/// tests in tests/ do, a lowercase test folder): a factory nobody calls makes nothing, so the
/// loops are not reported.
final class ServiceContainer {
    private(set) var feeds: FeedDirectory!
    private(set) var artwork: ArtworkStore!

    func bind() {
        feeds = FeedDirectory(container: self)
        artwork = ArtworkStore(container: self)
    }

    static func preview() -> ServiceContainer {
        let container = ServiceContainer()
        container.bind()
        return container
    }

    static func fake(feeds: [URL] = []) -> ServiceContainer {
        let container = ServiceContainer()
        container.bind()
        container.feeds.subscribed = feeds
        return container
    }
}

final class PodcastCatalog {
    static let shared = PodcastCatalog()
    let container: ServiceContainer = ServiceContainer()
    /// Made once, the first time it is read: the singleton's lazily built center lives as long
    /// as the process, so its self-keeping refresh sink is not reported.
    lazy var ratings: RatingsCenter = {
        .init(refreshInterval: 3600)
    }()
    /// The same with `return`.
    lazy var charts: ChartsCenter = {
        return .init()
    }()

    private init() {
        container.bind()
    }
}

final class FeedDirectory {
    // Not reported: the container lives as long as the process.
    let container: ServiceContainer
    var subscribed: [URL] = []

    init(container: ServiceContainer) {
        self.container = container
    }
}

final class ArtworkStore {
    // Not reported either.
    let container: ServiceContainer

    init(container: ServiceContainer) {
        self.container = container
    }

    func image(for feed: URL) -> Data? {
        container.feeds.subscribed.contains(feed) ? Data() : nil
    }
}

/// The same shape, but the episode screen calls the factory each time it opens: every screen
/// gets a container of its own, so the loop is a leak and is reported.
final class EpisodeServices {
    private(set) var transcripts: TranscriptLoader!

    func bind() {
        transcripts = TranscriptLoader(services: self)
    }

    static func make() -> EpisodeServices {
        let services = EpisodeServices()
        services.bind()
        return services
    }
}

final class TranscriptLoader {
    let services: EpisodeServices   // expect: retain-cycle "a retain cycle"

    init(services: EpisodeServices) {
        self.services = services
    }
}

final class RatingsCenter {
    private(set) var lastRefresh = Date.distantPast
    private var cancellables = Set<AnyCancellable>()

    init(refreshInterval: TimeInterval) {
        Timer.publish(every: refreshInterval, on: .main, in: .common)
            .autoconnect()
            .sink { date in self.lastRefresh = date }
            .store(in: &cancellables)
    }
}

final class ChartsCenter {
    @Published private(set) var topShows: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .chartsDidChange)
            .compactMap { $0.object as? [String] }
            .sink { shows in self.topShows = shows }
            .store(in: &cancellables)
    }
}

extension Notification.Name {
    static let chartsDidChange = Notification.Name("ChartsDidChange")
}

