import UIKit

/// Objects that live as long as the process: a loop between them leaks nothing.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let syncEngine = SyncEngine()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        syncEngine.app = self
        return true
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
