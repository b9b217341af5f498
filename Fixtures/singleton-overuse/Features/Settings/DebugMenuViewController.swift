import UIKit

#if DEBUG
final class DebugMenuViewController: UITableViewController {
    private let flagNames = ["new_checkout", "ar_preview", "gift_cards"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
        navigationItem.prompt = "\(ServerEnvironment.active.rawValue) · \(AppState.shared.currentUser?.email ?? "signed out")"
        // AppState.shared.selectedTab = .catalog used to live here; tabs are SessionCoordinator's now.
    }

    @IBAction private func flagChanged(_ sender: UISwitch) {
        FeatureFlags.shared.remoteFlags[flagNames[sender.tag]] = sender.isOn
    }

    @IBAction private func environmentChanged(_ sender: UISegmentedControl) {
        ServerEnvironment.active = ServerEnvironment.allCases[sender.selectedSegmentIndex]
        AppConfiguration.current = AppConfiguration()
        AppConfiguration.current.usesStagingCDN = ServerEnvironment.active != .production
        StoreBranding.current = StoreBranding(name: "Shop [\(ServerEnvironment.active)]")
    }

    @IBAction private func inspectNetworkTapped(_ sender: UIButton) {
        NetworkInspector.install()
    }

    @IBAction private func resetImagesTapped(_ sender: UIButton) {
        ImageLoader.shared = ImageLoader()
        ImageLoader.shared.maxConcurrentLoads = 1
        ImageCache.handleMemoryWarning()
    }
}
#endif
