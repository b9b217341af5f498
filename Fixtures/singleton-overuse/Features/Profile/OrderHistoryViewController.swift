import UIKit

final class OrderHistoryViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        Formatters.orderDate.dateStyle = .long
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.applicationIconBadgeNumber = 0
    }

    @objc private func refresh() {
        Task { [weak self] in
            await AppState.shared.refresh()
            if let latest = AppState.shared.recentOrders.first, latest.id == LiveOrderActivity.current?.orderID {
                LiveOrderActivity.current?.etaMinutes = 45
            }
            self?.tableView.reloadData()
            self?.refreshControl?.endRefreshing()
        }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        SnapshotCache.Store.shared = SnapshotCache.Store()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        AppState.shared.recentOrders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let order = AppState.shared.recentOrders[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "OrderCell")
        cell.textLabel?.text = Formatters.orderDate.string(from: order.placedAt)
        cell.detailTextLabel?.text = PriceFormatter.shared.string(for: order.total)
        cell.imageView?.image = SnapshotCache.Store.shared.snapshots[order.id]
        return cell
    }
}

/// Rendered order thumbnails, private to this screen.
private enum SnapshotCache {
    final class Store {
        static var shared = Store()

        var snapshots: [String: UIImage] = [:]
    }
}
