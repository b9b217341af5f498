import UIKit

protocol PushRegistering: AnyObject {
    func registerForPush()
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // not reported: the app delegate is handed on, no state is reached here
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        coordinator = AppCoordinator(window: window, appDelegate: appDelegate)
        // not reported: cast to a protocol, not to the app-delegate class
        (UIApplication.shared.delegate as? PushRegistering)?.registerForPush()
        // not reported: no cast, UIKit's optional window requirement
        UIApplication.shared.delegate?.window??.tintColor = .systemIndigo
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // not reported: a scene delegate, not the app delegate
        (scene.delegate as? SceneDelegate)?.window?.endEditing(true)
    }
}

final class AppCoordinator {
    private let window: UIWindow
    private unowned let appDelegate: AppDelegate

    init(window: UIWindow, appDelegate: AppDelegate) {
        self.window = window
        self.appDelegate = appDelegate
    }
}
