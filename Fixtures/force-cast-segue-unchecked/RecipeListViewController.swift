import UIKit

/// Two segues leave the list: the unchecked cast in `prepare` meets both destinations.
final class RecipeListViewController: UITableViewController {
    private var recipes: [Recipe] = []
    private var selectedRecipe: Recipe?

    @IBAction func addRecipe(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "addRecipe", sender: sender)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRecipe = recipes[indexPath.row]
        performSegue(withIdentifier: "showRecipe", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        let detail = segue.destination as! RecipeDetailViewController   // expect: force-cast-segue "runs for every segue that 'RecipeListViewController' prepares \("addRecipe", "showRecipe"\)"
        detail.recipe = selectedRecipe
    }
}

/// The same controller written safely: each cast sits in the case of its own identifier.
final class MealPlanListViewController: UITableViewController {
    private var selectedDay: MealPlanDay?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: Segue.showDay.rawValue, sender: indexPath)
    }

    @IBAction func shareWeek(_ sender: Any) {
        performSegue(withIdentifier: Segue.shareWeek.rawValue, sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segue(rawValue: segue.identifier ?? "") {
        case .showDay:
            let day = segue.destination as! MealPlanDayViewController
            day.day = selectedDay
        case .shareWeek:
            let nav = segue.destination as! UINavigationController
            (nav.topViewController as! ShareWeekViewController).week = selectedDay?.week
        case nil:
            break
        }
    }

    enum Segue: String {
        case showDay, shareWeek
    }
}

/// An early `guard` on the identifier: only one segue reaches the cast.
final class PantryViewController: UIViewController {
    @IBAction func scan(_ sender: Any) { performSegue(withIdentifier: "scanBarcode", sender: sender) }
    @IBAction func edit(_ sender: Any) { performSegue(withIdentifier: "editItem", sender: sender) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "scanBarcode" {
            (segue.destination as! ScannerViewController).delegate = self
            return
        }
        guard segue.identifier == "editItem" else { return }
        let editor = segue.destination as! PantryItemEditorViewController
        editor.item = PantryItem()
    }
}

/// Checks one segue, then casts outside the check: the other segues reach the second cast.
final class ShoppingListViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "pickStore" {
            (segue.destination as? StorePickerViewController)?.onPick = { _ in }
        }
        let nav = segue.destination as! UINavigationController   // expect: force-cast-segue "which checks 'segue.identifier' elsewhere"
        let editor = nav.topViewController as! ShoppingItemEditorViewController
        editor.list = ShoppingList()
    }
}

/// One segue: the storyboard fixes its destination; a literal scene ID does too.
final class TimerViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let settings = segue.destination as! TimerSettingsViewController
        settings.duration = 90
    }

    func showHistory() {
        let history = storyboard!.instantiateViewController(withIdentifier: "TimerHistory") as! TimerHistoryViewController
        navigationController?.pushViewController(history, animated: true)
    }
}

/// A type check before the navigation-stack cast guards it.
final class RecipeImportViewController: UIViewController {
    @IBAction func importFromWeb(_ sender: Any) { performSegue(withIdentifier: "importWeb", sender: sender) }
    @IBAction func importFromPhoto(_ sender: Any) { performSegue(withIdentifier: "importPhoto", sender: sender) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let nav = segue.destination as? UINavigationController {
            let source = nav.topViewController as! ImportSourceViewController
            source.kind = segue.identifier == "importWeb" ? .web : .photo
        }
    }
}
