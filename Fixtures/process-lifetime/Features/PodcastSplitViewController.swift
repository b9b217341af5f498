import SwiftUI
import UIKit

/// The storyboard's initial controller: the window keeps it while the app runs (the scene
/// delegate reads it as `window?.rootViewController`, and nothing replaces the root).
final class PodcastSplitViewController: UISplitViewController {
    private var libraryToken: NSObjectProtocol?
    private var themeToken: NSObjectProtocol?
    private var miniPlayer: MiniPlayerBar?
    private var chartsHost: UIViewController?
    private var trendingBadge: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Made once per controller, like in `init`: it lives as long as the root does.
        miniPlayer = MiniPlayerBar()
        miniPlayer.map(view.addSubview)
        // The two columns are made here, once, and the split view keeps them: they live as long
        // as it does (Features/LibraryColumns.swift).
        let sidebar = LibrarySidebarViewController()
        let sidebarNavigation = UINavigationController()
        sidebarNavigation.setViewControllers([sidebar], animated: false)
        viewControllers = [sidebarNavigation, UINavigationController(rootViewController: UpNextQueueViewController())]
        // The charts map goes into a SwiftUI panel that the split view hosts once: the hosting
        // controller's root view keeps it (Features/ChartsMap.swift).
        let charts = ChartsMapViewController()
        chartsHost = UIHostingController(rootView: ChartsPanel(map: charts))
        let trending = TrendingMapViewController()
        trendingBadge = UIHostingController(rootView: TrendingBadge(title: trending.title ?? "Trending"))
        // Not reported: registered once, by a controller that lives as long as the process.
        libraryToken = NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in
            self.reloadSidebar()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Reported: every appearance registers one more observer and drops the last token.
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.view.setNeedsLayout()
        }
        AudioRoutes.watchAirPlay()
    }

    /// Shows the episode the listener picked from the sidebar: a new screen for every pick.
    @objc func openEpisode(_ sender: UICommand) {
        guard let url = sender.propertyList as? URL else { return }
        showDetailViewController(EpisodeViewController(episodeURL: url), sender: self)
    }

    /// A new sleep-timer sheet for every tap: not a column the split view keeps.
    @objc private func sleepTimerTapped() {
        present(UINavigationController(rootViewController: SleepTimerViewController()), animated: true)
    }

    @objc private func renameQueueTapped() {
        present(UIAlertController.renamePlaylist(current: "Up Next") { _ in }, animated: true)
    }

    private func reloadSidebar() {}
}

extension Notification.Name {
    static let libraryDidChange = Notification.Name("PodcastLibraryDidChange")
    static let themeDidChange = Notification.Name("PodcastThemeDidChange")
}
