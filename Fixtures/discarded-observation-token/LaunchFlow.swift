import UIKit

/// The launch flow makes one sync monitor through two helpers; the scene delegate starts the
/// flow once, kept in its launch state. Nothing shows a second monitor and it has no `deinit`:
/// its one registration, token dropped, is not reported (docs/lifetimes.md, "Made again and
/// again").
final class JournalLaunchFlow {
    private var monitor: SyncStatusMonitor?

    func begin() {
        prepareServices()
    }

    private func prepareServices() {
        monitor = makeMonitor()
    }

    private func makeMonitor() -> SyncStatusMonitor {
        SyncStatusMonitor()
    }
}

final class SyncStatusMonitor {
    private(set) var isOffline = false

    init() {
        NotificationCenter.default.addObserver(forName: .journalSyncDidFail, object: nil, queue: .main) { [weak self] _ in
            self?.isOffline = true
        }
    }
}

/// A new tag picker for every tap on "Tags": each one leaves its block registered, and every
/// block left behind still empties the suggestion cache.
final class TagPickerViewController: UIViewController {
    private var tags: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .journalTagsDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            TagSuggestionCache.shared.removeAll()
            self?.tags = []
        }
    }
}

final class JournalEntryToolbar: UIView {
    weak var host: UIViewController?

    @IBAction func showTags(_ sender: UIButton) {
        host?.present(TagPickerViewController(), animated: true)
    }
}

final class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private enum LaunchState { case idle, running(JournalLaunchFlow) }
    private var state = LaunchState.idle

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let flow = JournalLaunchFlow()
        flow.begin()
        state = .running(flow)
    }
}

/// The journal tab's navigation controller, made once with the scene: it lives as long as the
/// process, but UIKit calls its delegate method on every push and pop, so a block observer added
/// there piles up (one more each time a screen is shown).
final class JournalNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var lastShown: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        NotificationCenter.default.addObserver(forName: .journalSyncDidFail, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'navigationController' runs many times over the object's life, so each run adds one more observer"
            self?.lastShown = nil
        }
        lastShown = viewController.title
    }
}

/// Builds the tabs once, at launch: `navigationController(for:)` is the project's own factory,
/// not UIKit's delegate callback, so its one registration per tab is not a repetition.
final class JournalTabsBuilder {
    static let shared = JournalTabsBuilder()
    private(set) var tabs: [UINavigationController] = []
    private var refreshCount = 0

    private init() {
        tabs = ["Entries", "Tags"].map { navigationController(for: $0) }
    }

    private func navigationController(for title: String) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.title = title
        NotificationCenter.default.addObserver(forName: .journalSyncDidFail, object: nil, queue: .main) { [weak self] _ in
            self?.refreshCount += 1
        }
        return navigation
    }
}

extension Notification.Name {
    static let journalSyncDidFail = Notification.Name("JournalSyncDidFail")
    static let journalTagsDidChange = Notification.Name("JournalTagsDidChange")
}

final class TagSuggestionCache {
    static let shared = TagSuggestionCache()
    private var suggestions: [String: [String]] = [:]
    private init() {}
    func removeAll() { suggestions.removeAll() }
}
