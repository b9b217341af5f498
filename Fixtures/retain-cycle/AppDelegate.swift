import UIKit

/// Objects that live as long as the process: a loop between them leaks nothing.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let syncEngine = SyncEngine()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        syncEngine.app = self
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The first screen: its bar buttons open the reader and the profile editor, a new one each
/// time, so neither lives as long as the process.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Profile", style: .plain, target: self, action: #selector(editProfile))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Read", style: .plain, target: self, action: #selector(openReader))
    }

    @objc private func openReader() {
        navigationController?.pushViewController(ReaderViewController(), animated: true)
    }

    @objc private func editProfile() {
        present(UINavigationController(rootViewController: ProfileEditorHost()), animated: true)
    }
}

/// Not reported: its owner is the application delegate.
final class SyncEngine {
    var app: AppDelegate?
}

/// Not reported: the delegate-named back-reference is strong-delegate's to report (it does).
final class ProfileEditor {
    var delegate: ProfileEditorDelegate?   // expect: strong-delegate
}

protocol ProfileEditorDelegate: AnyObject {}

final class ProfileEditorHost: UIViewController, ProfileEditorDelegate {
    private let editor = ProfileEditor()
    override func viewDidLoad() {
        super.viewDidLoad()
        editor.delegate = self
    }
}
