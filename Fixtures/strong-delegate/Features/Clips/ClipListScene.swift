import UIKit

/// The clip list screen as its presenter sees it.
protocol ClipListScene: AnyObject {
    var delegate: ClipListSceneDelegate? { get set }
    func show(titles: [String])
}

protocol ClipListSceneDelegate {
    func clipListSceneReady()
}

/// The view owns its presenter through `delegate`, on purpose: the module's builder makes the
/// presenter and lets go of it, and the presenter holds the view weakly. Not reported (neither
/// the strong property nor the protocol that is not class-bound): there is no loop.
final class ClipListViewController: UITableViewController, ClipListScene {
    var delegate: ClipListSceneDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate?.clipListSceneReady()
    }

    func show(titles: [String]) {
        tableView.reloadData()
    }
}

final class ClipListPresenter: ClipListSceneDelegate {
    private weak var scene: ClipListScene?
    private var titles = [String]()

    init(scene: ClipListScene) {
        self.scene = scene
        scene.delegate = self
    }

    func clipListSceneReady() {
        scene?.show(titles: titles)
    }
}

/// Builds the clip list module: the view, and a presenter only the view keeps.
final class ClipListModuleBuilder {
    func build() -> UIViewController {
        let view = ClipListViewController(style: .plain)
        _ = ClipListPresenter(scene: view)
        return view
    }
}

final class ClipsCoordinator {
    private let nav: UINavigationController
    private let builder = ClipListModuleBuilder()

    init(nav: UINavigationController) {
        self.nav = nav
    }

    func showClips() {
        nav.pushViewController(builder.build(), animated: true)
    }

    func showTrimmer() {
        let view = ClipTrimViewController()
        _ = ClipTrimPresenter(scene: view)
        nav.pushViewController(view, animated: true)
    }
}

/// The clip trimmer screen as its presenter sees it.
protocol ClipTrimScene: AnyObject {
    var delegate: ClipTrimSceneDelegate? { get set }
}

protocol ClipTrimSceneDelegate: AnyObject {
    func clipTrimSceneDidTrim()
}

/// Reported: this presenter keeps its view strongly, so the view's strong delegate closes a loop.
final class ClipTrimViewController: UIViewController, ClipTrimScene {
    var delegate: ClipTrimSceneDelegate?   // expect: strong-delegate "'ClipTrimPresenter' hands itself to it"
}

final class ClipTrimPresenter: ClipTrimSceneDelegate {
    private let scene: ClipTrimScene

    init(scene: ClipTrimScene) {
        self.scene = scene
        scene.delegate = self
    }

    func clipTrimSceneDidTrim() {}
}

/// The sign-in screen for a clip-hosting service asks a helper what to load; the caller makes
/// the helper and hands it the screen, and the screen keeps the helper.
protocol ClipHostSignInDelegate {
    func signInDidLoad(_ controller: ClipHostSignInViewController)
}

/// Not reported (neither the property nor the protocol that is not class-bound): the helper
/// hands itself over through `viewController?.delegate = self` on its own `weak` property, so
/// the screen owns the helper and the helper points back weakly (2026-12-06: a document app's
/// OAuth helpers, 2 findings judged wrong).
final class ClipHostSignInViewController: UIViewController {
    var delegate: ClipHostSignInDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate?.signInDidLoad(self)
    }
}

final class ClipHostOAuthHelper: ClipHostSignInDelegate {
    weak var viewController: ClipHostSignInViewController? {
        didSet {
            viewController?.delegate = self
        }
    }
    var clientID: String?

    func signInDidLoad(_ controller: ClipHostSignInViewController) {}
}

extension ClipsCoordinator {
    func showSignIn() {
        let controller = ClipHostSignInViewController()
        let helper = ClipHostOAuthHelper()
        helper.clientID = "clips-ios"
        helper.viewController = controller
        controller.modalPresentationStyle = .formSheet
        nav.present(controller, animated: true)
    }
}
