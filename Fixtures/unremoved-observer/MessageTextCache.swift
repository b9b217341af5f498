import UIKit

/// Attributed message bodies, built once per text and rebuilt when the user changes the text
/// size. The cache and its observer belong to the type, which never goes away.
enum MessageTextCache {
    private static var attributed: [String: NSAttributedString] = [:]
    // Not reported: a static token, registered only while it is still empty.
    private static var sizeObserver: NSObjectProtocol?
    private static var themeObserver: NSObjectProtocol?
    private static var accountObserver: NSObjectProtocol?
    private static var localeObserver: NSObjectProtocol?
    private static var styleObserver: NSObjectProtocol?

    /// Read by the settings screen; says nothing about when the observer is registered.
    static var isFollowingTheme: Bool { themeObserver != nil }

    static func text(for body: String) -> NSAttributedString {
        if sizeObserver == nil {
            registerForSizeChanges()
        }
        if let cached = attributed[body] {
            return cached
        }
        let made = NSAttributedString(string: body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        attributed[body] = made
        return made
    }

    private static func registerForSizeChanges() {
        sizeObserver = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { _ in
            attributed.removeAll()
        }
    }

    /// Called each time the thread screen appears: each call drops the last token and
    /// registers again.
    static func followTheme() {
        themeObserver = NotificationCenter.default.addObserver(forName: .chatThemeDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "is a static property of 'MessageTextCache' that each registration overwrites"
            attributed.removeAll()
        }
    }
}

extension MessageTextCache {
    /// Called each time the thread screen appears. The nil check stands in a closure that ends
    /// before the registration: it returns from the closure, and every call registers again.
    static func followLocale(animated: Bool) {
        DispatchQueue.main.async {
            guard localeObserver == nil else { return }
            attributed.removeAll()
        }
        localeObserver = NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { _ in   // expect: unremoved-observer "is a static property of 'MessageTextCache' that each registration overwrites"
            attributed.removeAll()
        }
    }

    /// Called each time the thread screen appears, with the style the user picked. The nil
    /// check stands in the `.system` case only: the `.custom` case registers on every call.
    static func followStyle(_ style: ThreadTextStyle) {
        switch style {
        case .system:
            guard styleObserver == nil else { return }
            attributed.removeAll()
        case .custom:
            styleObserver = NotificationCenter.default.addObserver(forName: .chatStyleDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "is a static property of 'MessageTextCache' that each registration overwrites"
                attributed.removeAll()
            }
        }
    }

    /// Called when an account signs in; `stopFollowingAccount()` drops the token without
    /// removing the observer, so the next sign-in leaves one more block registered.
    static func followAccount() {
        accountObserver = NotificationCenter.default.addObserver(forName: .chatAccountDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "sets the static property to nil without removing the observer"
            attributed.removeAll()
        }
    }

    static func stopFollowingAccount() {
        accountObserver = nil
    }
}

final class MessageBubbleCell: UITableViewCell {
    private let bodyLabel = UILabel()

    func configure(body: String) {
        bodyLabel.attributedText = MessageTextCache.text(for: body)
    }
}

final class ThreadViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        MessageTextCache.followTheme()
        MessageTextCache.followStyle(.custom)
        MessageTextCache.followLocale(animated: animated)
        tableView.reloadData()
    }
}

extension Notification.Name {
    static let chatThemeDidChange = Notification.Name("ChatThemeDidChange")
    static let chatAccountDidChange = Notification.Name("ChatAccountDidChange")
    static let chatStyleDidChange = Notification.Name("ChatStyleDidChange")
}

enum ThreadTextStyle {
    case system
    case custom
}
