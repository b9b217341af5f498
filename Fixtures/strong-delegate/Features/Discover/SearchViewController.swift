import UIKit

enum SearchScope {
    case podcasts, episodes
}

protocol SearchResultsDataSource: AnyObject, UITableViewDataSource {
    func update(query: String)
}

final class PodcastSearchResults: NSObject, SearchResultsDataSource {
    private let store: LibraryStore
    private var matches: [Podcast] = []

    init(store: LibraryStore) {
        self.store = store
    }

    func update(query: String) {
        matches = store.podcasts.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = matches[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }
}

final class EpisodeSearchResults: NSObject, SearchResultsDataSource {
    private let store: LibraryStore
    private var matches: [Episode] = []

    init(store: LibraryStore) {
        self.store = store
    }

    func update(query: String) {
        matches = store.episodes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = matches[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }
}

struct SearchDataSourceFactory {
    let store: LibraryStore

    func makeDataSource(for scope: SearchScope) -> SearchResultsDataSource {
        switch scope {
        case .podcasts: return PodcastSearchResults(store: store)
        case .episodes: return EpisodeSearchResults(store: store)
        }
    }
}

final class SearchViewController: UIViewController, UISearchBarDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let searchBar = UISearchBar()

    // not reported: an owned helper, made in `init` by a factory; nothing hands `self` to it
    private let dataSource: SearchResultsDataSource

    // not reported: a strong outlet set in the nib, not in code (no hand-off)
    @IBOutlet var keyboardDelegate: UIScrollViewDelegate!

    init(scope: SearchScope, dataSourceFactory: SearchDataSourceFactory) {
        self.dataSource = dataSourceFactory.makeDataSource(for: scope)
        super.init(nibName: "SearchViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
        tableView.dataSource = dataSource
        tableView.delegate = keyboardDelegate
        searchBar.delegate = self
        navigationItem.titleView = searchBar
        view.addSubview(tableView)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        dataSource.update(query: searchText)
        tableView.reloadData()
    }
}
