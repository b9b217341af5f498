import UIKit

final class NotificationSettingsViewController: UITableViewController {
    private enum Row: Int, CaseIterable { case promotions, priceDrops }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.isUserInteractionEnabled = AppSettings.shared.pushNotificationsRegistered
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch Row(rawValue: indexPath.row) {
        case .promotions:
            cell.textLabel?.text = "Promotions"
            cell.accessoryType = NotificationPreferences.shared.promotions ? .checkmark : .none
        case .priceDrops:
            cell.textLabel?.text = "Price drops"
            cell.accessoryType = NotificationPreferences.shared.priceDrops ? .checkmark : .none
        case nil:
            break
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row(rawValue: indexPath.row) {
        case .promotions: NotificationPreferences.shared.promotions.toggle()
        case .priceDrops: NotificationPreferences.shared.priceDrops.toggle()
        case nil: break
        }
        Haptics.shared.selectionChanged()
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}
