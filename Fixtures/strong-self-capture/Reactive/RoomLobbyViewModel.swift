import RxCocoa
import RxSwift
import UIKit

/// A game room's lobby: the screen builds the view model's `Input` from its own buttons and
/// appearance events and hands it to `transform(input:)`. RxCocoa ends those sequences when the
/// button or the screen goes away, so a subscription on them ends with the screen even though
/// the view model's bag keeps it: not reported. Sources that outlive the screen (a
/// notification, a relay the screen keeps feeding), or a switch to other sequences, are.
final class RoomLobbyViewModel {
    struct Input {
        let viewWillAppear: Observable<Void>
        let leaveTapped: Observable<Void>
        let readyTapped: Observable<Void>
        let nickname: Observable<String>
        let didEnterBackground: Observable<Notification>
        let refresh: PublishRelay<Void>
        let becameActive: Observable<Void>
        let chatTapped: Observable<Void>
        let avatarTapped: Observable<UITapGestureRecognizer>
        let kickConfirmed: Observable<Void>
    }

    struct Output {
        let players: Driver<[String]>
    }

    private let disposeBag = DisposeBag()
    private let roomID: String
    private let players = BehaviorRelay<[String]>(value: [])
    private var isReady = false
    private var nickname = ""
    private let messages = PublishRelay<String>()

    init(roomID: String) {
        self.roomID = roomID
    }

    func transform(input: Input) -> Output {
        input.viewWillAppear
            .subscribe(onNext: { _ in
                self.players.accept(["host"])
            })
            .disposed(by: disposeBag)

        input.leaveTapped
            .subscribe(onNext: { _ in
                self.players.accept([])
            })
            .disposed(by: disposeBag)

        // RxGesture's recognizer on the screen's avatar view ends with that view.
        input.avatarTapped
            .when(.recognized)
            .subscribe(onNext: { _ in
                self.players.accept(["host", self.nickname])
            })
            .disposed(by: disposeBag)

        // The project's own `when` fires on every confirmation notification, long after the
        // kick button is gone: only RxGesture's `when(.recognized)` keeps a gesture's lifetime.
        input.kickConfirmed
            .subscribe(onNext: { _ in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.players.accept([])
            })
            .disposed(by: disposeBag)

        input.readyTapped
            .map { true }
            .subscribe(onNext: { ready in
                self.isReady = ready
            })
            .disposed(by: disposeBag)

        input.nickname
            .flatMapLatest { name in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.check(name)
            }
            .subscribe(onNext: { name in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.nickname = name
            })
            .disposed(by: disposeBag)

        input.didEnterBackground
            .subscribe(onNext: { _ in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                UserDefaults.standard.set(self.roomID, forKey: "lastRoom")
            })
            .disposed(by: disposeBag)

        input.refresh
            .subscribe(onNext: { _ in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.players.accept(self.players.value)
            })
            .disposed(by: disposeBag)

        // The shared application never goes away, so its sequence never ends.
        input.becameActive
            .subscribe(onNext: { _ in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.players.accept(self.players.value)
            })
            .disposed(by: disposeBag)

        // `switchLatest` goes on with the chat's messages after the button is gone.
        input.chatTapped
            .map { self.messages.asObservable() }   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
            .switchLatest()
            .subscribe(onNext: { message in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.nickname = message
            })
            .disposed(by: disposeBag)

        return Output(players: players.asDriver())
    }

    private func check(_ name: String) -> Observable<String> {
        players.map { _ in name }
    }
}

final class RoomLobbyViewController: UIViewController {
    private let viewModel: RoomLobbyViewModel
    private let leaveButton = UIButton()
    fileprivate let readyButton = UIButton()
    private let nicknameField = UITextField()
    private let refreshRelay = PublishRelay<Void>()
    private let chatButton = UIButton()
    private let avatarView = UIImageView()
    private let kickButton = UIButton()
    private let application = UIApplication.shared
    fileprivate let disposeBag = DisposeBag()

    init(viewModel: RoomLobbyViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = RoomLobbyViewModel.Input(
            viewWillAppear: rx.methodInvoked(#selector(viewWillAppear(_:))).map { _ in },
            leaveTapped: leaveButton.rx.tap.asObservable(),
            readyTapped: self.readyButton.rx.tap.asObservable(),
            nickname: nicknameField.rx.text.orEmpty.asObservable(),
            didEnterBackground: NotificationCenter.default.rx.notification(UIApplication.didEnterBackgroundNotification),
            refresh: refreshRelay,
            becameActive: application.rx.didBecomeActive.asObservable(),
            chatTapped: chatButton.rx.tap.asObservable(),
            avatarTapped: avatarView.rx.tapGesture().asObservable(),
            kickConfirmed: kickButton.rx.tap.when(NotificationCenter.default.rx.notification(.kickConfirmed))
        )
        // Not reported: RxSwift's `insert` runs its result-builder closure once; the
        // subscription it returns holds the screen only through `withUnretained`.
        disposeBag.insert {
            chatButton.rx.tap
                .withUnretained(self)
                .bind(onNext: { owner, _ in owner.title = "Chat" })
        }
        bindReadyButton()
        let output = viewModel.transform(input: input)
        output.players
            .drive(onNext: { [weak self] players in
                self?.title = "\(players.count) players"
            })
            .disposed(by: disposeBag)
    }
}

extension Notification.Name {
    static let kickConfirmed = Notification.Name("RoomLobbyKickConfirmed")
}

extension ObservableType {
    /// The latest element each time `trigger` fires.
    func when<Trigger>(_ trigger: Observable<Trigger>) -> Observable<Element> {
        trigger.withLatestFrom(self)
    }
}

extension RoomLobbyViewController {
    /// Not reported: the bag is the screen's `DisposeBag`, declared in the class body.
    func bindReadyButton() {
        disposeBag.insert {
            readyButton.rx.tap
                .withUnretained(self)
                .bind(onNext: { owner, _ in owner.title = "Ready" })
        }
    }
}

final class RoomLobbyCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showLobby(roomID: String) {
        let screen = RoomLobbyViewController(viewModel: RoomLobbyViewModel(roomID: roomID))
        navigationController.pushViewController(screen, animated: true)
    }
}

class RxBaseViewController: UIViewController {
    let bag = RxSwift.DisposeBag()
}

final class RoomSettingsViewController: RxBaseViewController {
    private let saveButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the bag is RxSwift's, declared (module-qualified) by the superclass.
        bag.insert {
            saveButton.rx.tap
                .withUnretained(self)
                .bind(onNext: { owner, _ in owner.title = "Saved" })
        }
    }
}

final class RoomChatViewController: UIViewController {
    private let bags = [DisposeBag(), DisposeBag()]
    private let sendButton = UIButton()
    /// The bag of the current chat page, read through a computed property.
    private var pageBag: DisposeBag { bags[0] }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the computed property is declared as RxSwift's `DisposeBag`.
        pageBag.insert {
            sendButton.rx.tap
                .withUnretained(self)
                .bind(onNext: { owner, _ in owner.title = "Sent" })
        }
    }
}
