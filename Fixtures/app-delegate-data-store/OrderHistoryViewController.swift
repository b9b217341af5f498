import UIKit

/// Reaches app-delegate state through `UIViewController.appDelegate`, declared in another file.
final class OrderHistoryViewController: UITableViewController {
    private var orderIDs: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        orderIDs = appDelegate.currentUser?.orderIDs ?? []   // expect: app-delegate-data-store
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orderIDs.count
    }

    @IBAction private func reorderTapped(_ sender: UIButton) {
        // same accessor, same file: a related location of the finding above
        for id in orderIDs { appDelegate.cart.add(id) }
    }
}
