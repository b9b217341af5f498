import UIKit

protocol PodcastCoordinatorDelegate: AnyObject {
    func podcastCoordinatorDidFinish(_ coordinator: PodcastCoordinator)
}

protocol SubscriptionFlowDelegate: AnyObject {
    func subscriptionFlow(_ flow: SubscriptionFlowCoordinator, didSubscribeTo podcast: Podcast)
    func subscriptionFlowDidCancel(_ flow: SubscriptionFlowCoordinator)
}

final class PodcastCoordinator: Coordinator, SubscriptionFlowDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    // not reported: the library coordinator passes `delegate: self`, but it lives as long as
    // the process (see LibraryCoordinator)
    private let delegate: PodcastCoordinatorDelegate

    private let podcast: Podcast
    private let store: LibraryStore

    init(navigationController: UINavigationController, podcast: Podcast, store: LibraryStore, delegate: PodcastCoordinatorDelegate) {
        self.navigationController = navigationController
        self.podcast = podcast
        self.store = store
        self.delegate = delegate
    }

    func start() {
        let detail = PodcastDetailViewController(podcast: podcast, store: store)
        detail.onSubscribe = { [weak self] in self?.startSubscription() }
        navigationController.pushViewController(detail, animated: true)
    }

    private func startSubscription() {
        let flow = SubscriptionFlowCoordinator(navigationController: navigationController, podcast: podcast)
        flow.delegate = self
        flow.parentCoordinator = self
        childCoordinators.append(flow)
        flow.start()
    }

    func subscriptionFlow(_ flow: SubscriptionFlowCoordinator, didSubscribeTo podcast: Podcast) {
        store.subscribe(to: podcast)
        childCoordinators.removeAll { $0 === flow }
    }

    func subscriptionFlowDidCancel(_ flow: SubscriptionFlowCoordinator) {
        childCoordinators.removeAll { $0 === flow }
        delegate.podcastCoordinatorDidFinish(self)
    }
}

final class SubscriptionFlowCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    // not reported: the parent coordinator sets `flow.delegate = self` and keeps the flow in
    // its children, but takes it out again when the flow ends (`childCoordinators.removeAll {
    // $0 === flow }`), which ends the loop; an observer does not make the property computed
    var delegate: SubscriptionFlowDelegate? {
        didSet { isPresentingConfirmation = false }
    }

    // not reported by default: `parentCoordinator` is not in `property-names` (the option's own
    // example of a name to add), and `Coordinator` does not end in Delegate/DataSource
    var parentCoordinator: Coordinator?

    private let podcast: Podcast
    private var isPresentingConfirmation = false

    init(navigationController: UINavigationController, podcast: Podcast) {
        self.navigationController = navigationController
        self.podcast = podcast
    }

    func start() {
        let alert = UIAlertController(title: podcast.title, message: NSLocalizedString("subscribe.confirm", comment: ""), preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: NSLocalizedString("subscribe", comment: ""), style: .default) { [weak self] _ in
            guard let self else { return }
            self.delegate?.subscriptionFlow(self, didSubscribeTo: self.podcast)
        })
        alert.addAction(UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel) { [weak self] _ in
            guard let self else { return }
            self.delegate?.subscriptionFlowDidCancel(self)
        })
        isPresentingConfirmation = true
        navigationController.present(alert, animated: true)
    }
}
