import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate, DeepLinkRouterDelegate {
    var window: UIWindow?
    private let deepLinks = DeepLinkRouter()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // The root controller is created here, once, and lives as long as the scene.
        window.rootViewController = RootTabBarController(library: LibraryStore())
        window.makeKeyAndVisible()
        self.window = window
        // The scene delegate hands itself over (process lifetime: no leak).
        deepLinks.delegate = self
        if let url = connectionOptions.urlContexts.first?.url {
            deepLinks.open(url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { deepLinks.open($0.url) }
    }

    func deepLinkRouter(_ router: DeepLinkRouter, didResolve route: DeepLinkRoute) {
        (window?.rootViewController as? RootTabBarController)?.show(route)
    }
}

enum DeepLinkRoute: Hashable {
    case podcast(UUID)
    case episode(UUID)
    case search(String)
}

protocol DeepLinkRouterDelegate: AnyObject {
    func deepLinkRouter(_ router: DeepLinkRouter, didResolve route: DeepLinkRoute)
}

final class DeepLinkRouter {
    // not reported: only the scene delegate hands itself to it
    var delegate: DeepLinkRouterDelegate?

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        switch components.host {
        case "podcast":
            if let id = UUID(uuidString: components.path.trimmingCharacters(in: .init(charactersIn: "/"))) {
                delegate?.deepLinkRouter(self, didResolve: .podcast(id))
            }
        case "search":
            delegate?.deepLinkRouter(self, didResolve: .search(components.queryItems?.first?.value ?? ""))
        default:
            break
        }
    }
}
