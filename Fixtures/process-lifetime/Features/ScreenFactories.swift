import Combine
import SwiftUI
import UIKit

/// The screens the app builds, asked through a protocol so that tests can swap them.
protocol PodcastScreensFactory: AnyObject {
    func makeInbox() -> UIViewController
    func makeEpisodeNotes(episodeID: String) -> UIViewController
}

/// Builds the inbox tab's root. Its one caller is `AppScreensFactory.makeInbox()`, which only
/// the application delegate's launch method calls.
struct InboxFactory {
    let catalog: PodcastCatalog

    func makeViewController(screensFactory: PodcastScreensFactory) -> UIViewController {
        InboxViewController(catalog: catalog, screensFactory: screensFactory)
    }
}

/// Same method name and labels as `InboxFactory`'s, but called on every row tap.
struct EpisodeNotesFactory {
    let episodeID: String

    func makeViewController(screensFactory: PodcastScreensFactory) -> UIViewController {
        let notes = EpisodeNotesViewController(episodeID: episodeID)
        notes.title = "Notes"
        return notes
    }
}

final class AppScreensFactory: PodcastScreensFactory {
    private let inboxFactory = InboxFactory(catalog: .shared)

    func makeInbox() -> UIViewController {
        inboxFactory.makeViewController(screensFactory: self)
    }

    func makeEpisodeNotes(episodeID: String) -> UIViewController {
        let notesFactory = EpisodeNotesFactory(episodeID: episodeID)
        return notesFactory.makeViewController(screensFactory: self)
    }
}

/// The inbox tab's root: made once, through two factories, by the launch method.
final class InboxViewController: UITableViewController {
    private let catalog: PodcastCatalog
    private let screensFactory: PodcastScreensFactory

    init(catalog: PodcastCatalog, screensFactory: PodcastScreensFactory) {
        self.catalog = catalog
        self.screensFactory = screensFactory
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: one inbox for the process.
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let notes = screensFactory.makeEpisodeNotes(episodeID: "episode-\(indexPath.row)")
        navigationController?.pushViewController(notes, animated: true)
    }
}

/// Pushed on every row tap of the inbox.
final class EpisodeNotesViewController: UIViewController {
    private let episodeID: String

    init(episodeID: String) {
        self.episodeID = episodeID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.view.setNeedsLayout()
        }
    }
}

/// A SwiftUI view's helper runs on every update, like its `body`: the header it returns is not
/// made once, even though the hosting controller that shows the scene is.
struct InboxSummaryScene: View {
    var body: some View {
        header()
    }

    func header() -> some View {
        InboxSummaryHeader()
    }
}

struct InboxSummaryHeader: View {
    @StateObject private var model = InboxSummaryModel()

    var body: some View {
        Text(model.summary)
    }
}

final class InboxSummaryModel: ObservableObject {
    @Published var summary = ""

    init() {
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.summary = "Updated"
        }
    }
}

/// A view protocol of the app: its adopters are SwiftUI views too, and their helpers run on
/// every update like `body`.
protocol InboxScreen: View {}

struct InboxBadgeScene: InboxScreen {
    var body: some View {
        badge()
    }

    func badge() -> some View {
        InboxBadge()
    }
}

struct InboxBadge: View {
    @StateObject private var model = InboxBadgeModel()

    var body: some View {
        Text("\(model.count)")
    }
}

final class InboxBadgeModel: ObservableObject {
    @Published var count = 0

    init() {
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.count += 1
        }
    }
}

/// Its method makes the downloads list. The launch method calls it on the factory the
/// application delegate keeps, but a row tap calls it too, on a factory a global function
/// returns: a receiver whose type the code does not spell, so that call still counts, and the
/// list is made again and again.
struct DownloadsScreenFactory {
    func makeDownloads() -> UIViewController {
        DownloadsListViewController()
    }
}

func currentDownloadsFactory() -> DownloadsScreenFactory {
    DownloadsScreenFactory()
}

final class DownloadsListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let factory = currentDownloadsFactory()
        navigationController?.pushViewController(factory.makeDownloads(), animated: true)
    }
}
