import SwiftUI
import UIKit

/// The inbox window. The scene delegate, and the tab bar controller it creates at connection,
/// live as long as the process.
final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var unreadToken: NSObjectProtocol?
    private var sceneTitleToken: NSObjectProtocol?
    private var syncTimer: Timer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = ConversationsTabBarController()

        // Not reported: registered once, when the scene connects.
        sceneTitleToken = NotificationCenter.default.addObserver(forName: .chatConversationSynced, object: nil, queue: .main) { _ in
            windowScene.title = "Inbox"
        }

        // Reported: `.onAppear` runs every time the badge appears (each tab switch back to it).
        let badge = UIHostingController(rootView: UnreadBadgeView().onAppear {
            self.unreadToken = NotificationCenter.default.addObserver(forName: .chatMessageReceived, object: nil, queue: .main) { _ in   // expect: unremoved-observer
                tabs.updateUnreadBadge()
            }
        })
        tabs.addChild(badge)

        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Reported: each return to the foreground starts one more repeating timer that targets
        // self; the previous one is never invalidated.
        syncTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(syncInbox), userInfo: nil, repeats: true)   // expect: unremoved-observer
    }

    @objc private func syncInbox() {}
}

struct UnreadBadgeView: View {
    var body: some View {
        Image(systemName: "envelope.badge")
    }
}

/// Created only in the scene delegate's `scene(_:willConnectTo:options:)`.
final class ConversationsTabBarController: UITabBarController {
    @IBOutlet private weak var composeButton: UIButton!
    private var unreadCountToken: NSObjectProtocol?
    private var draftToken: NSObjectProtocol?
    private var typingTimer: Timer?
    private var selectionContext = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: viewDidLoad runs once, and this controller lives as long as the process.
        unreadCountToken = NotificationCenter.default.addObserver(forName: .chatReadReceiptsUpdated, object: nil, queue: .main) { [weak self] _ in
            self?.updateUnreadBadge()
        }
        tabBar.addObserver(self, forKeyPath: "selectedItem", options: [.new], context: &selectionContext)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Reported: viewWillAppear runs on every appearance (after every modal dismissal).
        draftToken = NotificationCenter.default.addObserver(forName: .chatDraftSaved, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.updateUnreadBadge()
        }
    }

    @IBAction private func composeTapped(_ sender: UIButton) {
        // Reported: every tap starts one more repeating timer targeting self.
        typingTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(pulseComposeButton), userInfo: nil, repeats: true)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &selectionContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        updateUnreadBadge()
    }

    func updateUnreadBadge() {
        viewControllers?.first?.tabBarItem.badgeValue = "\(ChatPresenceCenter.shared.unreadCount)"
    }

    @objc private func pulseComposeButton() {
        composeButton.alpha = composeButton.alpha < 1 ? 1 : 0.6
    }
}
