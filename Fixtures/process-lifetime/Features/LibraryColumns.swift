import Combine
import UIKit

/// The sidebar column of the root split view, made once in its `viewDidLoad`.
final class LibrarySidebarViewController: UITableViewController {
    var onSortChange: ((String) -> Void)?
    private var sortOrder = "title"

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the split view keeps this column for as long as the app runs.
        onSortChange = { order in
            self.sortOrder = order
            self.tableView.reloadData()
        }
    }
}

/// The queue column, made in the same `viewDidLoad` inside a navigation controller.
final class UpNextQueueViewController: UITableViewController {
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: one queue column for the process.
        NotificationCenter.default.publisher(for: .libraryDidChange)
            .sink { _ in self.tableView.reloadData() }
            .store(in: &subscriptions)
    }
}

/// Presented as a sheet on every tap of the sleep-timer button.
final class SleepTimerViewController: UIViewController {
    var onPick: ((TimeInterval) -> Void)?
    private var remaining: TimeInterval = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        onPick = { interval in   // expect: strong-self-capture
            self.remaining = interval
        }
    }
}
