import UIKit

// A ranking strategy. Named like a delegate, not class-bound, and only structs adopt it: the
// view model owns the value it is given, nothing hands `self` to it.
protocol DiscoverRankingDelegate {
    func rank(_ podcasts: [Podcast]) -> [Podcast]
}

struct TrendingRanking: DiscoverRankingDelegate {
    func rank(_ podcasts: [Podcast]) -> [Podcast] {
        podcasts.sorted { $0.title < $1.title }
    }
}

struct NewAndNoteworthyRanking: DiscoverRankingDelegate {
    let cutoff: Date

    func rank(_ podcasts: [Podcast]) -> [Podcast] {
        podcasts.reversed()
    }
}

final class DiscoverViewModel {
    // not reported: a strategy value, no back-reference
    private let rankingDelegate: DiscoverRankingDelegate
    private(set) var categories: [String] = ["News", "Comedy", "Science", "History"]

    init(rankingDelegate: DiscoverRankingDelegate) {
        self.rankingDelegate = rankingDelegate
    }

    func ranked(_ podcasts: [Podcast]) -> [Podcast] {
        rankingDelegate.rank(podcasts)
    }
}

protocol PodcastGridDataSource: AnyObject {
    var title: String { get }
    func podcasts() -> [Podcast]
}

/// The podcasts of one category.
final class CategoryPodcastsDataSource: PodcastGridDataSource {
    let title: String
    private let store: LibraryStore

    init(category: String, store: LibraryStore) {
        self.title = category
        self.store = store
    }

    func podcasts() -> [Podcast] {
        store.podcasts
    }
}

final class PodcastGridViewController: UICollectionViewController {
    // not reported: the caller creates the data source inline and passes it in; nothing hands
    // `self` to a `dataSource` of this protocol
    private let dataSource: PodcastGridDataSource

    init(dataSource: PodcastGridDataSource) {
        self.dataSource = dataSource
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = dataSource.title
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource.podcasts().count
    }
}

final class DiscoverViewController: UITableViewController {
    private let viewModel: DiscoverViewModel
    private let store = LibraryStore()

    init(viewModel: DiscoverViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.categories.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let category = viewModel.categories[indexPath.row]
        let grid = PodcastGridViewController(dataSource: CategoryPodcastsDataSource(category: category, store: store))
        navigationController?.pushViewController(grid, animated: true)
    }

    @IBAction private func topicsTapped(_ sender: UIBarButtonItem) {
        navigationController?.pushViewController(TopicsSidebarViewController(style: .insetGrouped), animated: true)
    }

    @IBAction private func searchTapped(_ sender: UIBarButtonItem) {
        let search = SearchViewController(scope: .podcasts, dataSourceFactory: SearchDataSourceFactory(store: store))
        navigationController?.pushViewController(search, animated: true)
    }
}
