import SwiftUI
import UIKit

@main
struct ShopApp: App {
    // not reported: a property-wrapper member of a struct, and it is the application delegate anyway
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            ShopRootView()
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    // not reported: the name's last word is `Launches`, not a delegate
    private(set) var delegateLaunches = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        delegateLaunches += 1
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShopSceneDelegate.self
        return configuration
    }
}

final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var checkoutCoordinator: CheckoutCoordinator?

    // not reported: a reference to the application delegate lives as long as the process
    private let applicationDelegate = UIApplication.shared.delegate

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// Registers for remote notifications on behalf of the app delegate.
final class PushRegistrationController {
    // not reported: an explicitly typed reference to the application delegate
    var appDelegate: AppDelegate

    init(appDelegate: AppDelegate) {
        self.appDelegate = appDelegate
    }

    func register(with application: UIApplication) {
        application.registerForRemoteNotifications()
    }
}

/// Hosts the UIKit product list inside the SwiftUI app shell.
struct ShopRootView: UIViewControllerRepresentable {
    /// The representable's coordinator (named `Bridge`: the app already has a `Coordinator` protocol).
    final class Bridge: NSObject {
        // nested class inside a struct: this is a property of the class, so it is reported
        var selectionDelegate: ProductSelectionDelegate?   // expect: strong-delegate
        weak var host: UINavigationController?
    }

    // not reported: a stored property of a struct
    var selectionDelegate: ProductSelectionDelegate?

    func makeCoordinator() -> Bridge {
        let bridge = Bridge()
        bridge.selectionDelegate = selectionDelegate
        return bridge
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let list = ProductListViewController(style: .insetGrouped)
        let navigationController = UINavigationController(rootViewController: list)
        context.coordinator.host = navigationController
        return navigationController
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
