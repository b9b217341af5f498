import Alamofire
import Combine
import RxCocoa
import RxSwift
import UIKit

/// Chat-roster screens bound with RxSwift. Giving a bag a new `DisposeBag()` releases the old
/// one, which disposes every subscription it held: a screen that does so when it disappears
/// breaks its own cycles, directly or through a base class's `unsubscribe()`.
class RosterBaseViewController: UIViewController {
    var bag = DisposeBag()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        subscribe()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        unsubscribe()
    }

    func subscribe() {
        bag = DisposeBag()
    }

    func unsubscribe() {
        bag = DisposeBag()
    }
}

/// Not reported: the base class ends the subscriptions when the screen disappears.
final class RosterListViewController: RosterBaseViewController {
    private let viewModel = RosterViewModel()
    private let tableView = UITableView()

    override func subscribe() {
        super.subscribe()
        viewModel.contacts
            .subscribe(onNext: { contacts in
                self.title = "\(contacts.count) contacts"
                self.tableView.reloadData()
            })
            .disposed(by: bag)
    }
}

/// Not reported: this screen ends its own subscriptions in `viewWillDisappear`.
final class PresenceViewController: UIViewController {
    private let viewModel = RosterViewModel()
    private let statusLabel = UILabel()
    private var disposeBag = DisposeBag()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.presence
            .subscribe(onNext: { presence in
                self.statusLabel.text = presence
            })
            .disposed(by: disposeBag)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        disposeBag = DisposeBag()
    }
}

/// Reported: its `unsubscribe()` would end the subscription, but only `deinit` calls it, and
/// `deinit` never runs while the subscription holds the screen. The other screens' calls of
/// `unsubscribe()` are their own methods.
final class InviteSearchViewController: UIViewController {
    private let viewModel = RosterViewModel()
    private let resultsLabel = UILabel()
    private var bag = DisposeBag()

    func updateResults(for query: String) {
        bag = DisposeBag()
        viewModel.search(query)
            .subscribe(onNext: { results in            // expect: strong-self-capture
                self.resultsLabel.text = results.joined(separator: ", ")
            })
            .disposed(by: bag)
    }

    func unsubscribe() {
        bag = DisposeBag()
    }

    deinit {
        unsubscribe()
    }
}

/// Not reported: Alamofire's request publisher sends one response and finishes, and the
/// subscription lets go of its closure then.
final class ContactAvatarView: UIImageView {
    private var avatarRequest: AnyCancellable?

    func load(_ url: URL) {
        avatarRequest = AF.request(url).publishData()
            .sink { response in
                self.image = response.data.flatMap(UIImage.init(data:))
            }
    }
}

/// Reported: `refresh()` resets the bag and at once subscribes again; nothing else ends the
/// subscription, so the reset is no teardown.
final class BlockListViewController: UIViewController {
    private let viewModel = RosterViewModel()
    private let countLabel = UILabel()
    private var bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    @objc private func refresh() {
        unsubscribe()
        viewModel.contacts
            .subscribe(onNext: { blocked in            // expect: strong-self-capture
                self.countLabel.text = "\(blocked.count) blocked"
            })
            .disposed(by: bag)
    }

    private func unsubscribe() {
        bag = DisposeBag()
    }
}

/// Not reported: the search model keeps its Combine subscription until the screen that owns it
/// goes away: the screen's `deinit` runs (the model's loop does not hold the screen) and ends it by giving the
/// model's bag a new, empty set.
final class ContactSearchModel {
    @Published private(set) var matches: [String] = []
    private let roster = RosterViewModel()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        roster.contacts.asObservable().publisher
            .replaceError(with: [])
            .sink { contacts in
                self.matches = contacts
            }
            .store(in: &cancellables)
    }

    func stop() {
        cancellables = Set<AnyCancellable>()
    }
}

final class ContactSearchViewController: UIViewController {
    private let model = ContactSearchModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.start()
    }

    deinit {
        model.stop()
    }
}

final class RosterViewModel {
    let contacts = BehaviorRelay<[String]>(value: [])
    let presence = BehaviorRelay<String>(value: "offline")

    func search(_ query: String) -> Observable<[String]> {
        contacts.map { $0.filter { $0.contains(query) } }
    }
}
