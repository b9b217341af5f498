import UIKit

/// The profile screen keeps its event bus token but never unsubscribes it; it also throws away
/// a NotificationCenter block-observer token, which its `removeObserver(self)` cannot remove (a
/// built-in rule's finding).
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()
    private var profileToken: SubscriptionToken?

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        view.addSubview(avatarView)

        profileToken = EventBus.shared.subscribe(ProfileUpdated.self) { [weak self] event in // expect: event-bus-observer-not-removed
            self?.nameLabel.text = event.displayName
        }

        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, // expect: discarded-observation-token
                                               object: nil, queue: .main) { [weak self] _ in
            self?.refreshAvatar()
        }
    }

    private func refreshAvatar() {
        avatarView.image = UIImage(systemName: "person.crop.circle")
    }
}
