import UIKit

struct DealItem: Hashable {
    let id: UUID
    let title: String
    let subtitle: String
}

final class DealsDataSource: NSObject, UITableViewDataSource {
    var items: [DealItem] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DealCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        content.secondaryText = items[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }
}

/// Wired up in Main.storyboard as an "Object" and connected to the search table.
final class SearchResultsDataSource: NSObject, UITableViewDataSource {
    var results: [DealItem] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SearchResultCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }
}

final class DealsViewController: UIViewController {

    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var searchTableView: UITableView!

    // @IBOutlet is handled like any other property: a strong outlet to a data source is reported
    @IBOutlet var tableDataSource: UITableViewDataSource!   // expect: strong-delegate

    // storyboard object outlet; the name ends in DataSource, the class is not a struct/enum/closure
    @IBOutlet var searchResultsDataSource: SearchResultsDataSource!   // expect: strong-delegate

    // not reported: weak outlet
    @IBOutlet weak var tableDelegate: UITableViewDelegate?

    // not reported: weak outlet to a data source
    @IBOutlet private weak var searchDataSource: UITableViewDataSource?

    // not reported: the controller creates and owns this data source
    private let dataSource = DealsDataSource()

    // not reported: the class is not a protocol and the name is not a delegate name
    private let resultsProvider: SearchResultsDataSource

    // not reported: an array of values commonly named `dataSource` (Array is a standard-library struct)
    private var sectionsDataSource: [DealItem] = []

    /// Created through `instantiateViewController(identifier:creator:)`.
    init?(coder: NSCoder, resultsProvider: SearchResultsDataSource) {
        self.resultsProvider = resultsProvider
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:resultsProvider:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DealCell")
        tableView.dataSource = dataSource
        searchTableView.dataSource = searchResultsDataSource
    }

    func show(_ items: [DealItem]) {
        sectionsDataSource = items
        dataSource.items = items
        tableView.reloadData()
    }
}

final class PhotoGridViewController: UICollectionViewController {

    enum Section: Hashable {
        case recent
        case favorites
    }

    // not reported: filled in viewDidLoad (through its own method) with an instance the controller creates
    private var dataSource: UICollectionViewDiffableDataSource<Section, DealItem>!

    // not reported: created lazily by the controller itself
    private lazy var prefetchingDataSource = PhotoPrefetcher(limit: 40)

    // set from outside by the coordinator: a back-reference, reported
    var photoDataSource: PhotoGridDataSource?   // expect: strong-delegate

    override func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
        collectionView.prefetchDataSource = prefetchingDataSource
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, DealItem> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, DealItem>(collectionView: collectionView) { listView, indexPath, item in
            listView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func reload(recent: [DealItem], favorites: [DealItem]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, DealItem>()
        snapshot.appendSections([.recent, .favorites])
        snapshot.appendItems(recent, toSection: .recent)
        snapshot.appendItems(favorites, toSection: .favorites)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

protocol PhotoGridDataSource: AnyObject {
    func numberOfPhotos(in controller: PhotoGridViewController) -> Int
}

final class PhotoPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        _ = indexPaths.prefix(limit)
    }
}
