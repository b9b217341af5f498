import UIKit

protocol CartSummaryDelegate: AnyObject {
    func cartSummaryDidTapCheckout(_ controller: CartSummaryViewController)
}

protocol CartUpdateDelegate: AnyObject {
    func cartDidChange(itemCount: Int)
}

/// Views that report cart actions. The requirement is not storage.
protocol CartSummaryDisplaying: AnyObject {
    // not reported: protocol requirement
    var delegate: CartSummaryDelegate? { get set }
    func render(_ cart: Cart)
}

final class Cart {
    private(set) var lines: [CartLine] = []

    var total: Decimal {
        lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    func add(_ line: CartLine) {
        lines.append(line)
    }
}

struct CartLine: Hashable {
    let sku: String
    let price: Decimal
    let quantity: Int
}

final class CartSummaryViewController: UITableViewController {

    // not reported: weak
    weak var delegate: CartSummaryDelegate?

    // the declared type is a protocol ending in `Delegate`, whatever the property is called
    var listener: CartUpdateDelegate?   // expect: strong-delegate

    private let cart: Cart

    init(cart: Cart) {
        self.cart = cart
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cart.lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartLineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cart.lines[indexPath.row].sku
        cell.contentConfiguration = content
        return cell
    }

    @IBAction private func checkoutTapped(_ sender: UIBarButtonItem) {
        listener?.cartDidChange(itemCount: cart.lines.count)
        delegate?.cartSummaryDidTapCheckout(self)
    }
}

final class CartSummaryFooterView: UIView, CartSummaryDisplaying {
    // not reported: weak conformance to the requirement
    weak var delegate: CartSummaryDelegate?

    func render(_ cart: Cart) {
        accessibilityValue = "\(cart.lines.count)"
    }
}

final class CartBadgeView: UIView, CartSummaryDisplaying {
    // the requirement is satisfied with strong storage: reported on the conforming class
    var delegate: CartSummaryDelegate?   // expect: strong-delegate

    func render(_ cart: Cart) {
        isHidden = cart.lines.isEmpty
    }
}
