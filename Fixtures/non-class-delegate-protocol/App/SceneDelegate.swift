import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RootSplitViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

// not reported: stored strongly by the sidebar, but the only object that hands itself to it is
// the root controller, created once by the scene delegate at launch
protocol SidebarDelegate {
    func sidebarDidSelectInbox()
    func sidebar(didSelect channel: Channel)
}

/// The inbox on top, then the channels and direct messages.
final class SidebarViewController: UITableViewController {
    var delegate: SidebarDelegate?

    private var channels: [Channel] = []

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : channels.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            delegate?.sidebarDidSelectInbox()
        } else {
            delegate?.sidebar(didSelect: channels[indexPath.row])
        }
    }
}

final class RootSplitViewController: UISplitViewController, SidebarDelegate {
    init() {
        super.init(style: .doubleColumn)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sidebar = SidebarViewController(style: .insetGrouped)
        sidebar.delegate = self
        setViewController(sidebar, for: .primary)
    }

    func sidebarDidSelectInbox() {
        setViewController(UINavigationController(rootViewController: InboxViewController()), for: .secondary)
    }

    func sidebar(didSelect channel: Channel) {
        let conversation: UIViewController
        // Direct conversations have "D…" ids, as the server spells them.
        if channel.id.hasPrefix("D") {
            conversation = DirectMessageViewController(peerID: channel.id)
        } else {
            conversation = ChannelViewController(channel: channel, store: ConversationStore(sortingDelegate: NewestFirst()))
        }
        setViewController(UINavigationController(rootViewController: conversation), for: .secondary)
    }
}
