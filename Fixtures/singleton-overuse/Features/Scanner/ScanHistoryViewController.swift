import UIKit

final class ScanHistoryViewController: UITableViewController {
    func showDeals() {
        AppRouter.shared.tabs?.selectedIndex = 1
        AppRouter.shared.filters.showOnlyDeals = true
    }
}
