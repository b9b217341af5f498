import UIKit

/// The recent-files list, shared by the whole app: `didUpdate` runs after each change.
final class RecentFilesStore {
    static let shared = RecentFilesStore()
    private init() {}

    var didUpdate: (() -> Void)?
    var files: [URL] = [] {
        didSet { DispatchQueue.main.async { self.didUpdate?() } }
    }
}

final class FileBrowserViewController: UITableViewController {
    /// Not reported: the closure sets its own holder back to nil when it runs, once.
    func open(_ url: URL) {
        RecentFilesStore.shared.files.append(url)
        RecentFilesStore.shared.didUpdate = {
            self.tableView.reloadData()
            RecentFilesStore.shared.didUpdate = nil
        }
    }

    /// Reported: kept by the shared store for good.
    func watchRecents() {
        RecentFilesStore.shared.didUpdate = {   // expect: strong-self-capture "'RecentFilesStore.shared.didUpdate', a process-lifetime singleton"
            self.tableView.reloadData()
        }
    }
}
