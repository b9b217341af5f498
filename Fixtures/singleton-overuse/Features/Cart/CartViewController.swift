import UIKit

final class CartViewController: UITableViewController {
    private let promoField = UITextField()
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        promoField.placeholder = "Promo code"
        promoField.addTarget(self, action: #selector(applyPromo), for: .editingDidEndOnExit)
        tableView.tableHeaderView = promoField
        tableView.tableFooterView = totalLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.applicationIconBadgeNumber = 0
        totalLabel.text = "Total \(PriceFormatter.shared.string(for: CartStore.shared.total))"
        if LoyaltyWallet.shared.points >= 500 {
            totalLabel.text? += " · \(LoyaltyWallet.shared.points) points available"
        }
        navigationItem.rightBarButtonItem?.isEnabled = AppState.shared.cartCount != 0
        tableView.reloadData()
    }

    @objc private func applyPromo() {
        guard let code = promoField.text?.trimmingCharacters(in: .whitespaces), !code.isEmpty else { return }
        CartStore.shared.promoCode = code
        CheckoutSession.shared.couponCode = code
        Haptics.shared.success()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        CartStore.shared.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartCell") ?? UITableViewCell(style: .value1, reuseIdentifier: "CartCell")
        let item = CartStore.shared.items[indexPath.row]
        cell.textLabel?.text = "\(item.quantity) × \(item.product.title)"
        cell.detailTextLabel?.text = PriceFormatter.shared.string(for: item.product.price)
        return cell
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let payload = ShareSheetPayload.make(for: CartStore.shared.items[indexPath.row].product)
        present(UIActivityViewController(activityItems: payload.items, applicationActivities: nil), animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        CartStore.shared.remove(productID: CartStore.shared.items[indexPath.row].product.id)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
