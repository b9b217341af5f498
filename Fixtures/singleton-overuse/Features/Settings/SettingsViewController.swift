import UIKit

final class SettingsViewController: UITableViewController {
    private let cellularSwitch = UISwitch()
    private let newCheckoutSwitch = UISwitch()
    private let lowDataSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        newCheckoutSwitch.isOn = FeatureFlags.shared.usesNewCheckout
        lowDataSwitch.isOn = ReachabilityMonitor.shared.isExpensive
        cellularSwitch.addTarget(self, action: #selector(cellularChanged(_:)), for: .valueChanged)
        newCheckoutSwitch.addTarget(self, action: #selector(newCheckoutChanged(_:)), for: .valueChanged)
        lowDataSwitch.addTarget(self, action: #selector(lowDataChanged(_:)), for: .valueChanged)
        navigationItem.prompt = "Questions? \(AppSettings.shared.supportEmail)"
    }

    @objc private func cellularChanged(_ sender: UISwitch) {
        DownloadManager.shared = DownloadManager(allowsCellular: sender.isOn)
        UserDefaults.group.set(sender.isOn, forKey: "downloadsUseCellular")
    }

    @objc private func newCheckoutChanged(_ sender: UISwitch) {
        FeatureFlags.shared.forceNewCheckout = sender.isOn
    }

    @objc private func lowDataChanged(_ sender: UISwitch) {
        AppConfiguration.current.maxImageDownloads = sender.isOn ? 1 : 4
        AppConfiguration.current.requestTimeout = sender.isOn ? 60 : 30
        URLSession.images = URLSession(configuration: sender.isOn ? .ephemeral : .default)
    }
}
