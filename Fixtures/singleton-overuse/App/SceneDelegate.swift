import UIKit

/// Handles home-screen quick actions while the app is running (the SwiftUI life cycle has no
/// hook for them).
final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        AppSettings.shared.pendingQuickAction = shortcutItem.type
        completionHandler(true)
    }
}
