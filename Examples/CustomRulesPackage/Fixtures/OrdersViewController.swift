import UIKit

/// Done right: every token goes into `tokens`, and `deinit` unsubscribes them all.
final class OrdersViewController: UITableViewController {
    private var orders: [OrderShipped] = []
    private var tokens: [SubscriptionToken] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tokens.append(EventBus.shared.subscribe(OrderShipped.self) { [weak self] event in
            self?.orders.insert(event, at: 0)
            self?.tableView.reloadData()
        })
        tokens.append(EventBus.shared.subscribe(LoggedOut.self) { [weak self] _ in
            self?.orders.removeAll()
            self?.tableView.reloadData()
        })
    }

    deinit {
        tokens.forEach(EventBus.shared.unsubscribe)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }
}
