import UIKit

protocol TabBadgeDataSource: AnyObject {
    func badgeValue(forTab index: Int) -> String?
}

/// The window's root, created once by the scene delegate.
final class RootTabBarController: UITabBarController, MiniPlayerBarDelegate {
    // not reported: DownloadsViewController hands itself to it, but this controller lives as
    // long as the process (created once, at launch, by the scene delegate)
    var badgeDataSource: TabBadgeDataSource?

    private let library: LibraryStore
    private let libraryCoordinator: LibraryCoordinator

    init(library: LibraryStore) {
        self.library = library
        libraryCoordinator = LibraryCoordinator(navigationController: UINavigationController(), store: library)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        libraryCoordinator.start()
        buildTabs()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "photo"), style: .plain, target: self, action: #selector(galleryButtonTapped))
        NotificationCenter.default.addObserver(self, selector: #selector(accountDidSignOut), name: .accountDidSignOut, object: nil)

        // not reported (MiniPlayerBar.delegate): the root controller hands itself, and it is
        // created only by the scene delegate at launch
        let bar = MiniPlayerBar()
        bar.delegate = self
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: tabBar.topAnchor),
        ])
    }

    /// The tabs other than the library are made again after every sign-out: new screens each
    /// time, so they do not live as long as this controller.
    @objc private func accountDidSignOut() {
        buildTabs()
    }

    private func buildTabs() {
        let discover = UINavigationController(rootViewController: DiscoverViewController(viewModel: DiscoverViewModel(rankingDelegate: TrendingRanking())))
        let downloads = UINavigationController(rootViewController: DownloadsViewController(store: library))
        let settings = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        viewControllers = [libraryCoordinator.navigationController, discover, downloads, settings]
    }

    @objc private func galleryButtonTapped() {
        let gallery = GalleryGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        present(UINavigationController(rootViewController: gallery), animated: true)
    }

    func refreshBadges() {
        for (index, item) in (tabBar.items ?? []).enumerated() {
            item.badgeValue = badgeDataSource?.badgeValue(forTab: index)
        }
    }

    func show(_ route: DeepLinkRoute) {
        selectedIndex = 0
        libraryCoordinator.open(route)
    }

    func miniPlayerBarDidTap(_ bar: MiniPlayerBar) {
        let player = PlayerViewController(engine: PlaybackEngine.shared)
        present(player, animated: true)
    }
}

extension Notification.Name {
    static let accountDidSignOut = Notification.Name("AccountDidSignOut")
}

protocol MiniPlayerBarDelegate: AnyObject {
    func miniPlayerBarDidTap(_ bar: MiniPlayerBar)
}

final class MiniPlayerBar: UIView {
    var delegate: MiniPlayerBarDelegate?

    private let titleLabel = UILabel()

    func show(_ episode: Episode?) {
        titleLabel.text = episode?.title
        isHidden = episode == nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        delegate?.miniPlayerBarDidTap(self)
    }
}
