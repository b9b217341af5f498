import UIKit

final class RecipeCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var durationLabel: UILabel!
}

final class RecipeListViewController: UITableViewController {

    private var recipes: [Recipe] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // not reported: the dequeueReusableCell idiom
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath) as! RecipeCell
        cell.titleLabel.text = recipes[indexPath.row].title
        cell.durationLabel.text = "\(recipes[indexPath.row].minutes) min"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showRecipe", sender: tableView.cellForRow(at: indexPath))
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier! {   // expect: force-cast-segue
        case "showRecipe":
            let detail = segue.destination as! RecipeDetailViewController   // expect: force-cast-segue
            // not reported: sender is not part of the navigation graph (see README)
            let cell = sender as! RecipeCell
            // not reported: table state, not the storyboard (see README)
            let indexPath = tableView.indexPathForSelectedRow!
            detail.title = cell.titleLabel.text
            detail.recipe = recipes[indexPath.row]

        case "editRecipe":
            let editor = (segue.destination as! UINavigationController).topViewController as! EditRecipeViewController   // expect: force-cast-segue@45, force-cast-segue@91
            editor.recipe = recipes.first

        case "showFilters":
            let navigation = segue.destination as! UINavigationController   // expect: force-cast-segue
            let filters = navigation.viewControllers[0] as! RecipeFilterViewController   // expect: force-cast-segue
            filters.selectedMaximumMinutes = 30

        case "addRecipe":
            // not reported: conditional casts with guard
            guard let navigation = segue.destination as? UINavigationController,
                  let editor = navigation.topViewController as? EditRecipeViewController else { return }
            editor.recipe = nil

        default:
            break
        }
    }

    // MARK: - Unwind

    @IBAction func unwindToRecipeList(_ segue: UIStoryboardSegue) {
        let editor = segue.source as! EditRecipeViewController   // expect: force-cast-segue
        guard let recipe = editor.recipe else { return }
        recipes.append(recipe)
        tableView.reloadData()
    }

    @IBAction func unwindByCancelling(_ segue: UIStoryboardSegue) {
        // not reported: conditional cast
        guard let editor = segue.source as? EditRecipeViewController else { return }
        editor.recipe = nil
    }
}

final class EditRecipeViewController: UIViewController {
    var recipe: Recipe?

    @IBOutlet private weak var titleField: UITextField!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // not reported: no force unwrap, just a comparison
        if segue.identifier == "pickIngredients" {
            // not reported: pattern matching instead of a forced cast
            switch segue.destination {
            case let picker as IngredientPickerViewController:
                picker.selected = Set(recipe?.ingredients ?? [])
            default:
                assertionFailure("unexpected destination \(segue.destination)")
            }
        }
    }
}

final class RecipeFilterViewController: UITableViewController {
    var selectedMaximumMinutes = 60
}

final class IngredientPickerViewController: UITableViewController {
    var selected: Set<String> = []
}
