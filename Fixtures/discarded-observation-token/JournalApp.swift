import Combine
import SwiftUI
import UIKit

// Process lifetime: the @main app, its application delegate, a singleton and the objects only
// they create are set up once and live until the process exits, so a NotificationCenter block
// token they throw away leaks nothing (there is nothing to remove it from, ever). Registering
// again and again from code that runs many times still piles observers up. A discarded Combine
// `sink` or KVO `observe` is cancelled at once whatever the lifetime: always reported.

extension Notification.Name {
    static let journalEntriesImported = Notification.Name("JournalEntriesImported")
    static let journalICloudAccountChanged = Notification.Name("JournalICloudAccountChanged")
}

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(JournalAppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var library = JournalLibrary()

    init() {
        // Not reported: the @main type's init runs once per process.
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in
            JournalReminderScheduler.shared.rescheduleForNewDay()
        }
    }

    var body: some Scene {
        WindowGroup {
            JournalRootView()
                .environmentObject(library)
                .onAppear {
                    library.reload()
                    // Reported: `.onAppear` runs every time the root view appears (each new window,
                    // each return from the app switcher on iPad), one more observer each time.
                    NotificationCenter.default.addObserver(forName: .journalEntriesImported, object: nil, queue: .main) { _ in   // expect: discarded-observation-token
                        library.reload()
                    }
                }
        }
        .onChange(of: scenePhase) { phase in
            guard phase == .active else { return }
            // Reported: runs on every return to the foreground.
            _ = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: .main) { _ in   // expect: discarded-observation-token
                library.offerPasteImport()
            }
        }
    }
}

final class JournalAppDelegate: NSObject, UIApplicationDelegate {
    let syncEngine = JournalSyncEngine()
    private var backupExporter: JournalBackupExporter?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Not reported: the application delegate registers once, at launch.
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in
            JournalThumbnailCache.purge()
        }

        // Reported: a discarded KVO observation stops at once, even in the application delegate.
        application.observe(\.applicationIconBadgeNumber, options: [.new]) { app, _ in   // expect: discarded-observation-token
            UserDefaults.standard.set(app.applicationIconBadgeNumber, forKey: "lastBadge")
        }

        // Reported: a discarded AnyCancellable cancels the subscription at once.
        NotificationCenter.default.publisher(for: .journalICloudAccountChanged)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in   // expect: discarded-observation-token
                self?.syncEngine.restart()
            }

        syncEngine.start()
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        // Reported: called on every return to the foreground, so each one adds an observer.
        NotificationCenter.default.addObserver(forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main) { _ in   // expect: discarded-observation-token
            JournalReminderScheduler.shared.logScreenshot()
        }
    }

    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        // Kept by the application delegate: the exporter is created once, by a process-lifetime object.
        if backupExporter == nil {
            backupExporter = JournalBackupExporter()
        }
        backupExporter?.scheduleNightlyBackup()
    }
}

/// Created only as a stored property of the application delegate.
final class JournalSyncEngine {
    private var cancellables = Set<AnyCancellable>()

    func start() {
        // Not reported: the engine lives as long as the application delegate that made it.
        NotificationCenter.default.addObserver(forName: .NSPersistentStoreRemoteChange, object: nil, queue: nil) { [weak self] _ in
            self?.mergeRemoteChanges()
        }

        NotificationCenter.default.publisher(for: UIApplication.willTerminateNotification)
            .sink { [weak self] _ in self?.flush() }
            .store(in: &cancellables)
    }

    func restart() {}
    func mergeRemoteChanges() {}
    func flush() {}
}

/// Created only in a method of the application delegate and kept in its stored property.
final class JournalBackupExporter {
    func scheduleNightlyBackup() {
        // Not reported: created once, by a process-lifetime object.
        NotificationCenter.default.addObserver(forName: UIApplication.backgroundRefreshStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.reschedule()
        }
    }

    private func reschedule() {}
}

/// A singleton: its shared instance is the only one the app makes.
final class JournalReminderScheduler {
    static let shared = JournalReminderScheduler()

    private let center = NotificationCenter.default

    var remindersEnabled = false {
        didSet {
            guard remindersEnabled else { return }
            // Reported: runs on every change of the toggle, one more observer per "on".
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
                self?.refreshPendingCount()
            }
        }
    }

    private init() {
        // Not reported: a singleton registers once.
        center.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.rescheduleForNewDay()
        }

        // Reported: discarded `sink`, cancelled at once.
        center.publisher(for: UIApplication.didBecomeActiveNotification).sink { [weak self] _ in   // expect: discarded-observation-token
            self?.refreshPendingCount()
        }
    }

    func rescheduleForNewDay() {}
    func refreshPendingCount() {}
    func logScreenshot() {}
}

enum JournalThumbnailCache {
    static func purge() {}
}

final class JournalLibrary: ObservableObject {
    @Published private(set) var entryCount = 0
    func reload() {}
    func offerPasteImport() {}
}

struct JournalRootView: View {
    @EnvironmentObject private var library: JournalLibrary

    var body: some View {
        NavigationStack {
            Text("\(library.entryCount) entries")
            NavigationLink("New entry") { EntryEditorScreen() }
            // Reported, every tap adds one; a view is a struct, so the advice is not a `deinit`.
            Button("Watch imports") {
                library.offerPasteImport()
                NotificationCenter.default.addObserver(forName: .journalEntriesImported, object: nil, queue: .main) { _ in   // expect: discarded-observation-token "or use '.onReceive\(NotificationCenter.default.publisher\(for:\)\)', which goes with the view"
                    library.reload()
                }
            }
        }
    }
}

/// The UIKit entry editor inside the SwiftUI navigation stack: a new editor for each entry.
struct EntryEditorScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> EntryEditorViewController {
        EntryEditorViewController()
    }

    func updateUIViewController(_ controller: EntryEditorViewController, context: Context) {}
}

// Previews are test code (the canvas makes them): not reported even though nothing keeps the token.
#Preview("Import banner") {
    let library = JournalLibrary()
    _ = NotificationCenter.default.addObserver(forName: .journalEntriesImported, object: nil, queue: .main) { _ in
        library.reload()
    }
    return JournalRootView().environmentObject(library)
}
