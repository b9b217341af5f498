import UIKit

final class SettingsViewController: UITableViewController {
    @IBOutlet private weak var recommendationsSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        recommendationsSwitch.isOn = AppDelegate.current.featureFlags.showsRecommendations   // expect: app-delegate-data-store
        // not reported: the window
        AppDelegate.current.window?.tintColor = .systemPink
    }
}

/// A file-level accessor with another name, used in the same file.
private var shopState: AppDelegate {
    UIApplication.shared.delegate as! AppDelegate   // expect: app-delegate-data-store
}

final class ProductCell: UITableViewCell {
    @IBOutlet private weak var addButton: UIButton!
    var sku = ""

    @IBAction private func addTapped(_ sender: UIButton) {
        shopState.cart.add(sku)
    }
}

final class RecommendationsView: UIView {
    func reload() {
        if let appDelegate = UIApplication.shared.delegate as? AppDelegate, appDelegate.featureFlags.showsRecommendations {   // expect: app-delegate-data-store
            isHidden = false
        }
    }
}
