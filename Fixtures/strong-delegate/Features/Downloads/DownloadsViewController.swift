import UIKit

final class DownloadsViewController: EpisodeListBaseViewController, EpisodeDownloadQueueDelegate, TabBadgeDataSource {
    private let store: LibraryStore
    private lazy var queue = EpisodeDownloadQueue(delegate: self)
    private let footer = EpisodeListFooterView()
    private let reachability = ReachabilityMonitor(host: "cdn.wavelength.fm")
    private var pendingCount = 0

    init(store: LibraryStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("downloads.title", comment: "")
        view.addSubview(filterBar)
        filterBar.delegate = self
        footer.delegate = self
        footer.isHidden = reachability.isReachable
        (tabBarController as? RootTabBarController)?.badgeDataSource = self
    }

    override func applyFilter() {
        view.setNeedsLayout()
    }

    func download(_ episode: Episode) {
        Task { await queue.enqueue(episode) }
    }

    func downloadQueue(didFinish episodeID: Episode.ID, fileURL: URL) async {
        await MainActor.run { view.setNeedsLayout() }
    }

    func downloadQueue(didUpdatePendingCount count: Int) async {
        await MainActor.run {
            pendingCount = count
            (tabBarController as? RootTabBarController)?.refreshBadges()
        }
    }

    func badgeValue(forTab index: Int) -> String? {
        pendingCount > 0 ? "\(pendingCount)" : nil
    }
}
