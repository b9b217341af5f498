import UIKit

/// Resolves bookmark conflicts between devices.
final class BookmarkConflictResolver {
    var onConflict: ((String) -> Void)?
}

/// The scene delegate keeps one, and the bookmarks screen makes another: its instances come and
/// go, so the cycle below is a real leak.
final class BookmarkSyncService {
    private let resolver = BookmarkConflictResolver()
    private(set) var conflicts: [String] = []

    init() {
        resolver.onConflict = { bookmarkID in   // expect: strong-self-capture
            self.conflicts.append(bookmarkID)
        }
    }
}

/// An ordinary screen, pushed and popped: the same shapes as LibraryCoordinator are cycles here.
final class BookmarksViewController: UITableViewController {
    private let deepLinks = DeepLinkRouter()
    private let sync = BookmarkSyncService()
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        deepLinks.onOpenBook = { bookID in   // expect: strong-self-capture
            self.scrollToBookmark(bookID)
        }
        onDone = {   // expect: strong-self-capture
            self.navigationController?.popViewController(animated: true)
        }
    }

    private func scrollToBookmark(_ id: String) {
        tableView.reloadData()
    }
}

/// A test double kept in the app target for previews and UI tests (a `…Spy` type): test code,
/// so its stored self-capturing closure is not reported.
final class BookmarkSyncSpy {
    private let resolver = BookmarkConflictResolver()
    private(set) var reportedConflicts = 0

    init() {
        resolver.onConflict = { _ in
            self.reportedConflicts += 1
        }
    }
}
