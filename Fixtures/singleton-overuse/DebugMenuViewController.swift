import CoreLocation
import UIKit

/// Internal debug menu, reachable by shaking the device in internal builds.
final class DebugMenuViewController: UITableViewController {

    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let bundle = BundleInfo.shared
        rows = [
            "Build \(bundle.version)",
            "Environment \(AppEnvironment.active)",
            "Onboarding \(AppConfiguration.current.showsOnboarding)",
            "Overrides \(FeatureFlagStore.shared.hasOverrides)",
            "Cart \(CartStore.shared.itemCount) items",
            "Playing \(PlaybackController.sharedInstance.isPlaying)",
            "Last sync \(DateFormatters.relative.localizedString(for: Date(), relativeTo: Date()))",
        ]

        #if targetEnvironment(simulator)
        AppLogger.shared.info("crash reporting is off in the simulator")
        #else
        CrashReporter.shared.leaveBreadcrumb("debug menu opened")
        #endif
    }

    @IBAction private func resetTapped(_ sender: UIBarButtonItem) {
        RecentSearchesStore.shared.clear()
        CartStore.shared.items = []
        PlaybackController.sharedInstance.toggle()
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)
        AppLogger.shared.info("reset, caches at \(caches)")
    }

    @IBAction private func simulateLocationTapped(_ sender: UIBarButtonItem) {
        #if DEBUG
        LocationTracker.current.simulatedLocation = CLLocation(latitude: 52.52, longitude: 13.405)
        #endif
    }

    func thumbnailCount(for keys: [String]) async -> Int {
        var count = 0
        for key in keys where await AvatarThumbnailCache.shared.thumbnail(for: key) != nil {
            count += 1
        }
        return count
    }
}
