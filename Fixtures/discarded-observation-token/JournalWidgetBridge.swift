import Combine
import UIKit

// Registrations made from static code: there is no instance and no `deinit`, so such an
// observer is meant to stay for the process. It is harmless when the static method runs once,
// and piles up when it runs again for each new object of its caller.

extension Notification.Name {
    static let journalWidgetDidRequestRefresh = Notification.Name("JournalWidgetDidRequestRefresh")
    static let journalThemeDidChange = Notification.Name("JournalThemeDidChange")
    static let journalLockDidEngage = Notification.Name("JournalLockDidEngage")
}

/// Static storage of what the home-screen widget asked for.
enum JournalWidgetBridge {
    static var lastRefreshRequest: Date?
    static var lockEngaged = false

    /// Called once, from the application delegate's launch method.
    static func startListening() {
        // Not reported: one registration for the process.
        NotificationCenter.default.addObserver(forName: .journalWidgetDidRequestRefresh, object: nil, queue: .main) { _ in
            lastRefreshRequest = Date()
        }
    }

    /// Called from every entry cell's `awakeFromNib`.
    static func followTheme() {
        NotificationCenter.default.addObserver(forName: .journalThemeDidChange, object: nil, queue: .main) { _ in   // expect: discarded-observation-token "'followTheme' runs again for every new 'JournalEntryCell'"
            lastRefreshRequest = nil
        }
    }
}

/// Its observers live in a static array, and a guard registers them only once, however often
/// the cells call it: not reported (and `unremoved-observer` is silent too).
enum JournalFontWatcher {
    private static var observers: [NSObjectProtocol] = []
    static var scale = 1.0

    static func watch() {
        guard observers.isEmpty else { return }
        observers.append(NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { _ in
            scale = 1.0
        })
    }
}

final class JournalWidgetLaunchDelegate: NSObject, UIApplicationDelegate {
    let settings = JournalSettingsViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        JournalWidgetBridge.startListening()
        return true
    }
}

final class JournalEntryCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        JournalWidgetBridge.followTheme()
        JournalFontWatcher.watch()
    }
}

/// The lock screen's coordinator, made once by the launch delegate's stored property.
final class JournalLockCoordinator {
    static let shared = JournalLockCoordinator()
    private let lockEvents = PassthroughSubject<Bool, Never>()
    private var cancellables = Set<AnyCancellable>()
    private let kinds: [Notification.Name] = [.journalLockDidEngage, UIApplication.protectedDataWillBecomeUnavailableNotification]

    private init() {
        // Not reported: one observer per name, registered once by a singleton.
        kinds.forEach { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                self?.lockEvents.send(true)
            }
        }
        lockEvents
            .sink { [weak self] _ in
                // Reported: every lock event adds one more observer.
                NotificationCenter.default.addObserver(forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil, queue: .main) { _ in   // expect: discarded-observation-token "registered in the closure of 'sink', which runs again and again"
                    self?.lockEvents.send(false)
                }
            }
            .store(in: &cancellables)
    }
}

/// The settings screen, made once by the application delegate's stored property.
final class JournalSettingsViewController: UIViewController {
    private var didRegisterForDefaults = false
    private var isFollowingSync = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Not reported: `viewWillAppear` runs on every appearance, but the flag, which nothing
        // sets back, makes it once for this process-lifetime controller.
        if !didRegisterForDefaults {
            NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
                self?.view.setNeedsLayout()
            }
            didRegisterForDefaults = true
        }
        // Reported: the flag is set back in `viewDidDisappear`, so each appearance registers again.
        if !isFollowingSync {
            NotificationCenter.default.addObserver(forName: .journalWidgetDidRequestRefresh, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'viewWillAppear' runs many times"
                self?.view.setNeedsDisplay()
            }
            isFollowingSync = true
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isFollowingSync = false
    }
}
