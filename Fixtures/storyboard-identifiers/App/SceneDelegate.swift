import UIKit

/// Storyboard file names: a `String` enum's case is its own raw value.
enum Storyboard: String {
    case Onboarding
    case Settings
}

enum Scene: String {
    case onboardingNavigation = "OnboardingNavigation"
    case habits = "HabitsNavigation"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let onboarding = UIStoryboard(name: Storyboard.Onboarding.rawValue, bundle: nil)
        let root = onboarding.instantiateViewController(withIdentifier: Scene.onboardingNavigation.rawValue)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}

extension UIViewController {
    static var identifier: String {
        String(describing: self)
    }
}
