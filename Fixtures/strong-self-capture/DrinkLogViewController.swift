import UIKit

/// A drink log screen written before Swift 5.3, when rebinding `self` needed backticks. Pushed
/// from the history list and popped again, so each instance should go when it is closed.
final class DrinkLogViewController: UITableViewController {
    private var observers: [NSObjectProtocol] = []
    private var syncTimer: Timer?
    private var storeObserver: NSObjectProtocol?
    private var entries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()

        // Not reported: `[weak `self`]` is `[weak self]`.
        let activeObserver = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak `self`] _ in
            self?.tableView.reloadData()
        }
        observers.append(activeObserver)

        // Not reported: `[unowned `self`]`, and `guard let `self` = self` in a weak block.
        storeObserver = NotificationCenter.default.addObserver(forName: .drinkStoreDidChange, object: nil, queue: .main) { [unowned `self`] note in
            self.reload(from: note)
        }
        syncTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak `self`] _ in
            guard let `self` = self else { return }
            self.sync()
        }

        // Reported: a plain `self` in a block the center keeps.
        let defaultsObserver = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in   // expect: strong-self-capture "captures 'self' strongly"
            self.tableView.reloadData()
        }
        observers.append(defaultsObserver)
    }

    deinit {
        syncTimer?.invalidate()
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        if let storeObserver { NotificationCenter.default.removeObserver(storeObserver) }
    }

    private func reload(from note: Notification) {
        entries = note.userInfo?["entries"] as? [String] ?? []
        tableView.reloadData()
    }

    private func sync() {
        entries.removeAll()
    }
}

extension Notification.Name {
    static let drinkStoreDidChange = Notification.Name("DrinkStoreDidChange")
}

final class DrinkHistoryViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DrinkLogViewController(), animated: true)
    }
}
