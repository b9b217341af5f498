import Foundation
import UserNotifications

/// Forced casts that are not a NotificationCenter payload.
struct StickyNote {
    var text: String
    var userInfo: [String: Any]
}

enum PayloadParsing {
    static func pinnedNotes(_ notes: [StickyNote]) -> [StickyNote] {
        // not reported: `note` is a StickyNote, not a Notification
        notes.filter { note in note.userInfo["pinned"] as! Bool }
    }

    static func underlyingError(of error: NSError) -> NSError {
        // not reported: an error's user info
        error.userInfo[NSUnderlyingErrorKey] as! NSError
    }

    static func seedItems(from data: Data) throws -> [String] {
        // not reported: plain JSON
        try JSONSerialization.jsonObject(with: data) as! [String]
    }
}

final class PushRouter: NSObject, UNUserNotificationCenterDelegate {
    private(set) var lastDeepLink: String?

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        // not reported: a push payload (UNNotification), not a NotificationCenter notification
        lastDeepLink = response.notification.request.content.userInfo["deepLink"] as! String
        completionHandler()
    }
}
