import UIKit

protocol SearchFlowFinishDelegate: AnyObject {
    func searchFlowDidFinish(_ flow: Coordinator)
}

/// The search screen's coordinator, made each time the user opens search from the library.
/// It keeps every child flow it starts and never lets one go: each child's strong
/// `finishDelegate` closes a loop that nothing ends.
final class SearchCoordinator: Coordinator, SearchFlowFinishDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    private var filterFlow: SearchFilterCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        // Starting empty is not letting go of a child.
        self.childCoordinators = []
    }

    func start() {
        let search = SearchViewController()
        search.onSelectEpisode = { [weak self] episode in self?.showEpisode(episode) }
        search.onShowFilters = { [weak self] in self?.showFilters() }
        navigationController.pushViewController(search, animated: true)
    }

    func showEpisode(_ episode: Episode) {
        let child = EpisodeSearchResultCoordinator(navigationController: navigationController, episode: episode)
        child.finishDelegate = self
        childCoordinators.append(child)
        child.start()
    }

    func showFilters() {
        let flow = SearchFilterCoordinator(navigationController: navigationController)
        flow.finishDelegate = self
        filterFlow = flow
        flow.start()
    }

    func searchFlowDidFinish(_ flow: Coordinator) {
        navigationController.popToRootViewController(animated: true)
        // A local of the same name is another array.
        var childCoordinators = recentFlows(after: flow)
        childCoordinators.removeFirst()
        recent = childCoordinators.count
        // Another object's method of the same name.
        previewPlayer.tearDown()
    }

    private let previewPlayer = SearchPreviewPlayer()

    private var recent = 0

    private func recentFlows(after flow: Coordinator) -> [Coordinator] {
        [flow]
    }

    deinit {
        // Never runs while the children hold this coordinator: no way out of the loop.
        filterFlow = nil
        tearDown()
    }

    private func tearDown() {
        clearChildren()
    }

    private func clearChildren() {
        childCoordinators.removeAll()
    }
}

final class EpisodeSearchResultCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    // the search coordinator keeps this child in `childCoordinators` and never takes it out
    var finishDelegate: SearchFlowFinishDelegate?   // expect: strong-delegate "→ EpisodeSearchResultCoordinator, EpisodeSearchResultCoordinator.finishDelegate → SearchCoordinator"
    private let episode: Episode

    init(navigationController: UINavigationController, episode: Episode) {
        self.navigationController = navigationController
        self.episode = episode
    }

    func start() {
        let detail = EpisodeDetailViewController(episode: episode)
        detail.onClose = { [weak self] in
            guard let self else { return }
            self.finishDelegate?.searchFlowDidFinish(self)
        }
        navigationController.pushViewController(detail, animated: true)
    }
}

final class SearchFilterCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    // the search coordinator keeps this flow in `filterFlow` and clears it only in `deinit`
    var finishDelegate: SearchFlowFinishDelegate?   // expect: strong-delegate "SearchCoordinator.filterFlow → SearchFilterCoordinator"

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.present(SearchFilterViewController(), animated: true)
    }
}

final class SearchViewController: UITableViewController {
    var onSelectEpisode: ((Episode) -> Void)?
    var onShowFilters: (() -> Void)?
}
final class SearchFilterViewController: UIViewController {}

final class EpisodeDetailViewController: UIViewController {
    var onClose: (() -> Void)?
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// Pushed from the library; opens a new search flow on each tap of its search button.
final class SearchEntryViewController: UIViewController {
    private var search: SearchCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(openSearch))
    }

    @objc private func openSearch() {
        guard let navigationController else { return }
        let coordinator = SearchCoordinator(navigationController: navigationController)
        search = coordinator
        coordinator.start()
    }
}

/// Plays the episode previews of the search results.
final class SearchPreviewPlayer {
    private var isPlaying = false

    func tearDown() {
        isPlaying = false
    }
}
