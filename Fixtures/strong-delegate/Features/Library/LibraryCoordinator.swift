import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// The library tab's coordinator. The root tab bar controller creates it in its `init`, so it
/// lives as long as the process too.
final class LibraryCoordinator: Coordinator, PodcastCoordinatorDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    private let store: LibraryStore

    init(navigationController: UINavigationController, store: LibraryStore) {
        self.navigationController = navigationController
        self.store = store
    }

    func start() {
        let library = LibraryViewController(store: store)
        library.onSelectPodcast = { [weak self] podcast in self?.showPodcast(podcast) }
        library.onSearch = { [weak self] in
            self?.navigationController.pushViewController(SearchEntryViewController(), animated: true)
        }
        navigationController.viewControllers = [library]
    }

    func open(_ route: DeepLinkRoute) {
        guard case .podcast(let id) = route, let podcast = store.podcasts.first(where: { $0.id == id }) else { return }
        showPodcast(podcast)
    }

    private func showPodcast(_ podcast: Podcast) {
        // not reported (PodcastCoordinator.delegate): this coordinator hands itself, but it is
        // created once, in the init of the root controller the scene delegate creates at launch
        let child = PodcastCoordinator(navigationController: navigationController, podcast: podcast, store: store, delegate: self)
        childCoordinators.append(child)
        child.start()
    }

    func podcastCoordinatorDidFinish(_ coordinator: PodcastCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
