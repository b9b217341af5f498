import UIKit

/// Pantry tab: the shelf list, plus developer screens that only internal builds contain.
final class PantryShelfViewController: UITableViewController {
    var shelves: [String] = []
}

final class PantryDiagnosticsViewController: UIViewController {
    var lastSyncDate: Date?
}

final class SeedDataPickerViewController: UITableViewController {
    var onPick: ((String) -> Void)?
}

final class PantrySettingsViewController: UITableViewController {
    var showsDeveloperSection = false
}

final class PantryCoordinator {
    private let navigationController: UINavigationController
    private let storyboard = UIStoryboard(name: "Pantry", bundle: .main)

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDiagnostics() {
        #if DEBUG
        // not reported: compiled only into debug builds; a crash here is seen by the developer
        let diagnostics = storyboard.instantiateViewController(withIdentifier: "PantryDiagnostics") as! PantryDiagnosticsViewController
        diagnostics.lastSyncDate = UserDefaults.standard.object(forKey: "pantry.lastSync") as? Date
        navigationController.pushViewController(diagnostics, animated: true)
        #endif
    }

    func showSeedDataPicker() {
        #if !RELEASE
        // not reported: `#if !RELEASE` is the same kind of internal-builds-only code
        let picker = UIStoryboard(name: "Developer", bundle: .main).instantiateInitialViewController() as! SeedDataPickerViewController
        picker.onPick = { name in UserDefaults.standard.set(name, forKey: "pantry.seedData") }
        navigationController.present(UINavigationController(rootViewController: picker), animated: true)
        #endif
    }

    func showSettings() {
        #if DEBUG
        // not reported: the debug branch
        let settings = storyboard.instantiateViewController(withIdentifier: "PantrySettings") as! PantrySettingsViewController
        settings.showsDeveloperSection = true
        #else
        // the #else branch of #if DEBUG is what ships to the App Store
        let settings = storyboard.instantiateViewController(withIdentifier: "PantrySettings") as! PantrySettingsViewController   // expect: force-cast-segue
        settings.showsDeveloperSection = false
        #endif
        navigationController.pushViewController(settings, animated: true)
    }

    func start() {
        // after the #endif: ordinary app code again
        let shelves = storyboard.instantiateViewController(withIdentifier: "PantryShelves") as! PantryShelfViewController   // expect: force-cast-segue
        shelves.shelves = ["Fridge", "Freezer", "Spice rack"]
        navigationController.setViewControllers([shelves], animated: false)
    }
}

extension PantryShelfViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        #if DEBUG
        if segue.identifier == "showDiagnostics" {
            // not reported: a segue that only exists in the debug storyboard flow
            let diagnostics = segue.destination as! PantryDiagnosticsViewController
            diagnostics.lastSyncDate = Date()
            return
        }
        #endif
        if segue.identifier == "showSettings" {
            let settings = segue.destination as! PantrySettingsViewController   // expect: force-cast-segue
            settings.showsDeveloperSection = false
        }
    }
}
