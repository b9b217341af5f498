import UIKit

// Process lifetime: the scene delegate and what only it creates (the library coordinator made in
// `scene(_:willConnectTo:options:)`, the stats uploader in a stored property) are never
// deallocated while the app runs, so a closure they keep that captures self strongly is no leak.
// The same shape in an ordinary view controller still is (BookmarksViewController.swift).

/// Routes `reader://book/<id>` links to whoever listens.
final class DeepLinkRouter {
    var onOpenBook: ((String) -> Void)?

    func handle(_ url: URL) {
        guard url.host == "book" else { return }
        onOpenBook?(url.lastPathComponent)
    }
}

/// Collects reading events and flushes them in batches.
final class ReadingEventBatcher {
    var onFlush: (([String]) -> Void)?
    private var pending: [String] = []

    func record(_ event: String) {
        pending.append(event)
        if pending.count >= 20 {
            onFlush?(pending)
            pending.removeAll()
        }
    }
}

final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let readingStats = ReadingStatsUploader()
    let bookmarkSync = BookmarkSyncService()
    private var coordinator: LibraryCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController()
        coordinator = LibraryCoordinator(navigationController: navigation, stats: readingStats)
        coordinator?.start()

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { coordinator?.open($0.url) }
    }
}

/// The root coordinator, created once when the scene connects.
final class LibraryCoordinator {
    private let navigationController: UINavigationController
    private let stats: ReadingStatsUploader
    private let deepLinks = DeepLinkRouter()
    var onSignOut: (() -> Void)?

    init(navigationController: UINavigationController, stats: ReadingStatsUploader) {
        self.navigationController = navigationController
        self.stats = stats
    }

    func start() {
        // Not reported: the coordinator lives as long as the process.
        deepLinks.onOpenBook = { bookID in
            self.showBook(bookID)
        }
        onSignOut = {
            self.navigationController.popToRootViewController(animated: false)
            self.stats.reset()
        }
        showLibrary()
    }

    func open(_ url: URL) { deepLinks.handle(url) }

    private func showLibrary() {
        navigationController.setViewControllers([BookmarksViewController()], animated: false)
    }

    private func showBook(_ id: String) {
        stats.record("open:\(id)")
    }
}

/// A service created only as a stored property of the scene delegate.
final class ReadingStatsUploader {
    private let batcher = ReadingEventBatcher()
    private var uploadTimer: Timer?
    private var uploaded = 0

    init() {
        // Not reported: created once, by a process-lifetime object.
        batcher.onFlush = { events in
            self.upload(events)
        }
        uploadTimer = Timer.scheduledTimer(withTimeInterval: 300, repeats: true) { _ in
            self.upload([])
        }
    }

    func record(_ event: String) { batcher.record(event) }
    func reset() { uploaded = 0 }

    private func upload(_ events: [String]) {
        uploaded += events.count
    }
}
