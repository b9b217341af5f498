import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard made the window and its root; the scene only sets up how it is shown.
        guard let split = window?.rootViewController as? PodcastSplitViewController else { return }
        split.preferredDisplayMode = .oneBesideSecondary
        split.restorationIdentifier = session.persistentIdentifier
    }
}
