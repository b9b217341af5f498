import UIKit

/// Closure types named like delegates.
typealias PodcastSelectionHandler = (Podcast) -> Void

/// A value type named like a data source.
struct LibraryGridDataSource {
    var columns = 2
    var spacing: CGFloat = 12
}

enum LibrarySort: String {
    case recentlyUpdated, title

    // not reported: computed property of an enum
    var sortDelegate: EpisodeCellDelegate? { nil }
}

/// Per-row configuration, passed around by value.
struct LibraryRowConfiguration {
    let episode: Episode
    // not reported: a property of a struct
    var delegate: EpisodeCellDelegate?
}

final class LibraryViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let store: LibraryStore
    private let downloadCanceller: DownloadCanceller

    // not reported: closure type (through a typealias) and function type
    var onSelectPodcast: PodcastSelectionHandler?
    var onSearch: (() -> Void)?
    var selectionDelegate: PodcastSelectionHandler?
    var reorderDelegate: ((IndexPath, IndexPath) -> Void)?

    // not reported: a struct and an enum of the tree
    var layoutDataSource = LibraryGridDataSource()
    var sortDataSource: LibrarySort = .recentlyUpdated

    // not reported: the classic "data source array"
    private var dataSource: [Episode] = []
    private var sectionDataSource = [String]()

    // not reported: computed, forwards to the table view
    var tableDelegate: UITableViewDelegate? {
        get { tableView.delegate }
        set { tableView.delegate = newValue }
    }

    // not reported: last word is not `delegate`/`dataSource`
    private var delegateCallCount = 0
    private var isDataSourceLoaded = false

    init(store: LibraryStore) {
        self.store = store
        self.downloadCanceller = DownloadCanceller(store: store)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("library.title", comment: "")
        tableView.register(EpisodeCell.self, forCellReuseIdentifier: EpisodeCell.reuseIdentifier)
        tableView.dataSource = self
        view.addSubview(tableView)
        reload()
    }

    func reload() {
        dataSource = store.episodes
        isDataSourceLoaded = true
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: EpisodeCell.reuseIdentifier, for: indexPath) as? EpisodeCell else {
            return UITableViewCell()
        }
        let episode = dataSource[indexPath.row]
        cell.configure(with: episode, played: store.isPlayed(episode))
        cell.delegate = self
        cell.progressRing.delegate = downloadCanceller
        return cell
    }

    // not reported: parameters and locals named like delegates
    func configureRow(_ row: LibraryRowConfiguration, delegate: EpisodeCellDelegate?) -> LibraryRowConfiguration {
        var configured = row
        let fallbackDelegate: EpisodeCellDelegate? = self
        configured.delegate = delegate ?? fallbackDelegate
        delegateCallCount += 1
        return configured
    }
}

extension LibraryViewController: EpisodeCellDelegate {
    func episodeCellDidTapPlay(_ cell: EpisodeCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        PlaybackEngine.shared.play(dataSource[indexPath.row])
    }

    func episodeCellDidTapDownload(_ cell: EpisodeCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        store.markPlayed(dataSource[indexPath.row])
    }

    // not reported: computed, in an extension
    var activeCellDelegate: EpisodeCellDelegate? { self }
}
