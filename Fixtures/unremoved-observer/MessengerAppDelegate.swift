import UIKit

// Process lifetime: the application delegate, the objects it alone creates, a singleton and a
// global constant live until the process exits. A registration they make once is never torn
// down and never needs to be; one made from code that runs again and again still leaks one
// observer (or one timer) per run.

/// Keeps the user's presence ("online", "away") fresh on the server.
final class PresenceHeartbeat: NSObject {
    private var heartbeatTimer: Timer?
    private(set) var beats = 0

    func start() {
        // Not reported: created only as a stored property of the application delegate.
        heartbeatTimer = Timer.scheduledTimer(timeInterval: 45, target: self, selector: #selector(beat), userInfo: nil, repeats: true)
    }

    @objc private func beat() { beats += 1 }
}

extension PresenceHeartbeat: TypingIndicating {
    var isSomeoneTyping: Bool { beats % 2 == 1 }
}

/// Watches attachment uploads. The application delegate keeps one, but the conversation info
/// screen makes its own as well: its instances come and go.
final class AttachmentUploadMonitor: NSObject {
    private var stalledToken: NSObjectProtocol?

    override init() {
        super.init()
        // Reported: not only process-lifetime objects create this type.
        stalledToken = NotificationCenter.default.addObserver(forName: .chatConnectionLost, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.pauseUploads()
        }
    }

    func pauseUploads() {}
}

/// The app's message clock, shared through a global constant.
final class MessageClock: NSObject {
    private var minuteTimer: Timer?
    private(set) var now = Date()

    override init() {
        super.init()
        // Not reported: the only instance is a global constant.
        minuteTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc private func tick() { now = Date() }
}

let messageClock = MessageClock()

@main
final class MessengerAppDelegate: UIResponder, UIApplicationDelegate {
    let presence = PresenceHeartbeat()
    let uploads = AttachmentUploadMonitor()
    private var memoryWarningToken: NSObjectProtocol?
    private var pasteboardToken: NSObjectProtocol?
    private var badgeTimer: Timer?
    private var bubbleStyleContext = 0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Not reported: the application delegate registers once, at launch, and lives until the
        // process exits.
        memoryWarningToken = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in
            URLCache.shared.removeAllCachedResponses()
        }
        badgeTimer = Timer.scheduledTimer(timeInterval: 120, target: self, selector: #selector(refreshBadge), userInfo: nil, repeats: true)
        UserDefaults.standard.addObserver(self, forKeyPath: "chatBubbleStyle", options: [.new], context: &bubbleStyleContext)

        presence.start()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // Reported: runs on every activation; each run registers one more block and drops the
        // token of the previous one.
        pasteboardToken = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.offerPastedImage()
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &bubbleStyleContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        NotificationCenter.default.post(name: .chatConversationSynced, object: nil)
    }

    /// The "Conversation details" quick action on the app icon pushes the info screen of the
    /// conversation on top: a new screen each time.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let scene = application.connectedScenes.first as? UIWindowScene
        let navigation = scene?.keyWindow?.rootViewController as? UINavigationController
        navigation?.pushViewController(ConversationInfoViewController(typing: presence), animated: true)
        completionHandler(navigation != nil)
    }

    @objc private func refreshBadge() {
        UIApplication.shared.applicationIconBadgeNumber = ChatPresenceCenter.shared.unreadCount
    }

    private func offerPastedImage() {}
}

/// A singleton (`static var shared`, no other construction in app code).
final class ChatPresenceCenter: NSObject {
    static var shared = ChatPresenceCenter()

    private(set) var unreadCount = 0
    private var typingToken: NSObjectProtocol?
    private var reconnectToken: NSObjectProtocol?
    private var pollTimer: Timer?

    var isOnline = false {
        didSet {
            guard isOnline, !oldValue else { return }
            // Reported: runs on every change to online; each one adds a block and loses the last token.
            reconnectToken = NotificationCenter.default.addObserver(forName: .chatConnectionLost, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
                self?.isOnline = false
            }
        }
    }

    private override init() {
        super.init()
        // Not reported: a singleton registers once.
        typingToken = NotificationCenter.default.addObserver(forName: .chatParticipantTyping, object: nil, queue: .main) { [weak self] _ in
            self?.unreadCount += 0
        }
        pollTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
    }

    @objc private func poll() {}
}
