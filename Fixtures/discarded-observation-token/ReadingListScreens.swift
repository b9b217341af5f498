import UIKit

extension Notification.Name {
    static let readingListDidSync = Notification.Name("ReadingListDidSync")
    static let readingFontDidChange = Notification.Name("ReadingFontDidChange")
}

/// The reading list's toolbar presents a new screen for every tap, so each screen below comes
/// and goes and registers once per instance in `viewDidLoad`.
final class ReadingListToolbar: UIToolbar {
    weak var host: UIViewController?

    @IBAction func showFilters(_ sender: UIBarButtonItem) { host?.present(ReadingFiltersViewController(), animated: true) }
    @IBAction func showArticle(_ sender: UIBarButtonItem) { host?.present(ArticleViewController(), animated: true) }
    @IBAction func showStats(_ sender: UIBarButtonItem) { host?.present(ReadingStatsViewController(), animated: true) }
    @IBAction func showSources(_ sender: UIBarButtonItem) { host?.present(SourcesViewController(), animated: true) }
    @IBAction func showDownloads(_ sender: UIBarButtonItem) { host?.present(DownloadsViewController(), animated: true) }
    @IBAction func showHistory(_ sender: UIBarButtonItem) { host?.present(ReadingHistoryViewController(), animated: true) }
    @IBAction func showGoals(_ sender: UIBarButtonItem) { host?.present(ReadingGoalsViewController(), animated: true) }
}

/// Not reported: every block captures the screen weakly and does all its work through it, so once
/// the screen is gone what stays registered is a block that returns at once.
final class ReadingFiltersViewController: UIViewController {
    private var filters: [String] = []
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
        NotificationCenter.default.addObserver(forName: .readingFontDidChange, object: nil, queue: .main) { [weak self] note in
            guard let self, let size = note.userInfo?["size"] as? CGFloat else { return }
            self.tableView.rowHeight = size * 3
            self.tableView.reloadData()
        }
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
            print("reading filters: app became active")
            DispatchQueue.main.async {
                self?.filters.removeAll()
            }
        }
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
            if let strongSelf = self {
                strongSelf.view.setNeedsLayout()
            }
        }
        NotificationCenter.default.addObserver(forName: UIScene.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] note in
            if let scene = self?.view.window?.windowScene, let sender = note.object as? UIScene, sender == scene {
                self?.filters.removeAll()
            }
            if self?.isEditing == true {
                self?.setEditing(false, animated: false)
            }
        }
        // Older Swift's spelling, `[weak `self`]`, is the same weak capture.
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak `self`] _ in
            self?.tableView.contentInset.bottom = 300
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            guard let table = self?.tableView else { return }
            table.contentInset.bottom = 0
        }
        // Reported: what the `else` does runs for every screen ever opened, once it is gone.
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "can never be removed"
            guard let self else {
                ReadingStats.shared.recordSync()
                return
            }
            self.tableView.reloadData()
        }
    }
}

/// Reported: the block still records a sync after its screen is gone, once more for every
/// article screen ever opened.
final class ArticleViewController: UIViewController {
    private let progress = ReadingProgressTracker()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "can never be removed"
            ReadingStats.shared.recordSync()
            self?.view.setNeedsDisplay()
        }
    }
}

/// Reported: its author meant to remove the observer in `deinit`, but `removeObserver(self)`
/// removes only selector-based observers; the message says so.
final class ReadingStatsViewController: UIViewController {
    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'deinit' calls 'removeObserver\(self\)', which removes only selector-based observers, not this block"
            self?.view.setNeedsLayout()
        }
    }
}

/// Not reported: a helper object (not a screen or a cell) whose `deinit` tries
/// `removeObserver(self)`; one inert block per article opened, which reviewers on real apps
/// called noise.
final class ReadingProgressTracker {
    private(set) var lastSync: Date?

    init() {
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in
            self?.lastSync = Date()
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

/// Not reported: its cleanup removes the screen from another notification only.
final class ReadingGoalsViewController: UIViewController {
    deinit {
        NotificationCenter.default.removeObserver(self, name: UIApplication.significantTimeChangeNotification, object: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(dayChanged), name: UIApplication.significantTimeChangeNotification, object: nil)
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
        // Reported: the cleanup names this notification, but cannot remove a block observer.
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'deinit' calls 'removeObserver\(self\)'"
            self?.view.setNeedsLayout()
        }
    }

    @objc private func dayChanged() {}
}

/// Reported: the screen removes its other observer when it disappears; this one was dropped.
final class SourcesViewController: UIViewController {
    private var syncToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        syncToken = NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
        NotificationCenter.default.addObserver(forName: .readingFontDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'viewDidDisappear' removes the other observers of 'SourcesViewController', but never this one"
            self?.view.setNeedsLayout()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let syncToken {
            NotificationCenter.default.removeObserver(syncToken)
        }
    }
}

/// Reported: `[unowned self]` does not make the block harmless — a notification after the
/// screen is gone crashes in it.
final class DownloadsViewController: UIViewController {
    private let progressLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [unowned self] _ in   // expect: discarded-observation-token "can never be removed"
            progressLabel.text = NSLocalizedString("Synced", comment: "")
        }
    }
}

/// Reported for the registration that `viewWillAppear` repeats (each appearance adds one more
/// live block); not for the one behind `firstAppearance`, which runs once per screen.
final class ReadingHistoryViewController: UIViewController {
    private var firstAppearance = true

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(forName: .readingListDidSync, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'viewWillAppear' runs many times over the object's life"
            self?.view.setNeedsLayout()
        }
        if firstAppearance {
            firstAppearance = false
            NotificationCenter.default.addObserver(forName: .readingFontDidChange, object: nil, queue: .main) { [weak self] _ in
                self?.view.setNeedsLayout()
            }
        }
    }
}

/// Reported: one cell per row, and every cell ever made leaves its block behind.
final class ReadingListCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        NotificationCenter.default.addObserver(forName: .readingFontDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "one more block is left registered for every 'ReadingListCell' made \(a 'UITableViewCell' subclass"
            self?.textLabel?.font = .preferredFont(forTextStyle: .body)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ReadingStats {
    static let shared = ReadingStats()
    private(set) var syncs = 0
    private init() {}
    func recordSync() { syncs += 1 }
}
