import UIKit

protocol ProductSelectionDelegate: AnyObject {
    func productList(didSelect product: Product)
}

protocol ProductCellActionDelegate: AnyObject {
    func productCellDidTapFavorite(_ product: Product)
}

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Decimal
}

/// Closure types, also through a typealias.
typealias ProductSelectionHandler = (Product) -> Void
typealias SectionTitleProvider = (Int) -> String?

/// A value type that happens to be named like a data source.
struct GridLayoutDataSource {
    var columns: Int
    var spacing: CGFloat
}

/// Where the list gets its products from.
enum CatalogSource {
    case remote(URL)
    case bundled(fileName: String)

    // not reported: enum properties are computed
    var refreshDelegate: ProductSelectionDelegate? { nil }
}

/// Per-cell configuration passed around by value.
struct ProductCellConfiguration {
    let product: Product
    // not reported: a property of a struct
    var actionDelegate: ProductCellActionDelegate?
    // not reported: weak member of a struct
    weak var selectionDelegate: ProductSelectionDelegate?
}

enum ProductListRoute {
    case detail(Product)
    case compare([Product])

    // not reported: static storage of an enum
    static var lastDelegate: ProductSelectionDelegate?
}

final class ProductListViewController: UITableViewController {

    // not reported: declared type is a closure type alias
    var selectionDelegate: ProductSelectionHandler?

    // not reported: declared type is a closure type
    var favoriteDelegate: ((Product, Bool) -> Void)?

    // not reported: closure type alias as data source
    var headerDataSource: SectionTitleProvider = { _ in nil }

    // not reported: declared type is a struct in the tree
    var layoutDataSource: GridLayoutDataSource

    // not reported: declared type is an enum in the tree
    var catalogDataSource: CatalogSource = .bundled(fileName: "catalog.json")

    // not reported: array of values, the classic "dataSource array" of a table screen
    var dataSource: [Product] = []

    override init(style: UITableView.Style) {
        layoutDataSource = GridLayoutDataSource(columns: 2, spacing: 8)
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerDataSource(section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = dataSource[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // not reported: a local named like a delegate
        let selectionDelegate = self.selectionDelegate
        selectionDelegate?(dataSource[indexPath.row])
    }

    func configure(with products: [Product], dataSource: GridLayoutDataSource) {
        self.dataSource = products
        layoutDataSource = dataSource
    }
}
