import UIKit

/// Builds the home tab. Everything it needs comes from globals.
final class HomeCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let build = BundleInfo.shared.build
        AppLogger.shared.info("home start, build \(build)")
        let account = AccountViewController(recentSearches: RecentSearchesStore.shared)
        account.title = UserSessionStore.shared.currentUser?.displayName ?? "Guest"
        navigationController.setViewControllers([account], animated: false)

        if FeatureFlagStore.shared.isEnabled("home.nearby") {
            LocationTracker.current.start()
        }
        CartStore.shared.items.removeAll { $0.quantity == 0 }
        CrashReporter.shared.leaveBreadcrumb("home started")
        AnalyticsClient.shared.track("home_started")
    }

    func showNearbyBanner() -> String? {
        guard let location = LocationTracker.current.lastKnownLocation else { return nil }
        return "\(location.coordinate.latitude), \(location.coordinate.longitude)"
    }

    func showResume(points: Int) -> String {
        let draft = OrderDraftStore.shared.shippingAddress ?? "no address"
        let price = PriceFormatter.shared.string(from: Decimal(LoyaltyPointsStore.shared.balance) / 100)
        // the only PlaybackController use in this file sits in an interpolation, which is code (see README)
        return "\(draft) - \(price) - playing: \(PlaybackController.sharedInstance.isPlaying)"
    }

    func warmCaches(for urls: [URL]) async {
        for url in urls {
            if await ImageCache.shared.data(for: url) != nil { continue }
            if await AvatarThumbnailCache.shared.thumbnail(for: url.absoluteString) != nil { continue }
            guard let (data, _) = try? await URLSession.shared.data(from: url) else { continue }
            await ImageCache.shared.insert(data, for: url)
        }
    }

    func recordSearch(_ query: String) {
        RecentSearchesStore.shared.record(query)
        let timeout = AppConfiguration.current.requestTimeout
        AppLogger.shared.info("search \(query) in \(AppEnvironment.active) with timeout \(timeout)")
    }
}
