import UIKit

final class ProductListViewController: UITableViewController {
    private let category: String
    private var products: [Product] = []

    init(category: String) {
        self.category = category
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = category.capitalized
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.tintColor = Theme.current.palette.accent
        AnalyticsContext.shared.screenName = "product_list.\(category)"
        Task { [weak self] in await self?.load() }
    }

    private func load() async {
        guard ReachabilityMonitor.shared.isReachable else {
            ToastPresenter.show("You're offline", in: view)
            return
        }
        do {
            products = try await APIClient.shared.products(in: category)
            tableView.reloadData()
            ImageCache.shared.prefetch(products.compactMap(\.imageURL))
        } catch {
            AppLogger.main.error("product list \(category) failed: \(error)")
        }
    }

    @IBAction private func sortChanged(_ sender: UISegmentedControl) {
        UserPreferences.shared.sortOrder = sender.selectedSegmentIndex == 0 ? "relevance" : "price"
        Task { [weak self] in await self?.load() }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        ImageCache.shared.totalCostLimit = 40 * 1024 * 1024
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        let product = products[indexPath.row]
        cell.textLabel?.text = product.title
        cell.detailTextLabel?.text = PriceFormatter.shared.string(for: product.price)
        cell.imageView?.setRemoteImage(product.imageURL)
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let product = products[indexPath.row]
        let share = UIContextualAction(style: .normal, title: "Share") { [weak self] _, _, done in
            let payload = ShareSheetPayload.make(for: product)
            self?.present(UIActivityViewController(activityItems: payload.items, applicationActivities: nil), animated: true)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [share])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Haptics.shared.selectionChanged()
        let detail = ProductDetailViewController(product: products[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"
}
