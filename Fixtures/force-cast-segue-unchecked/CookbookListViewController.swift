import UIKit

struct Cookbook {
    let title: String
    let recipes: [Recipe]
}

/// Two segues leave the list, `showCookbook` and `showCookbookWithoutAnimation`, and the
/// storyboard (Base.lproj/Cookbook.storyboard) sends both to the cookbook screen: the unchecked
/// cast in `prepare` meets no other destination, so it is not reported.
final class CookbookListViewController: UITableViewController {
    private var cookbooks: [Cookbook] = []
    private var selected: Cookbook?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let restored = cookbooks.first, selected == nil {
            selected = restored
            performSegue(withIdentifier: "showCookbookWithoutAnimation", sender: self)
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = cookbooks[indexPath.row]
        performSegue(withIdentifier: "showCookbook", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cookbookViewController = segue.destination as! CookbookViewController
        cookbookViewController.cookbook = selected
    }
}

final class CookbookViewController: UIViewController {
    var cookbook: Cookbook?
}

/// Its storyboard scene has two segues, to the cookbook screen and to the shopping list: the
/// unchecked cast meets the shopping list too, and is reported.
final class PantryShelvesViewController: UITableViewController {
    private var shelves: [Cookbook] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showShelf", sender: self)
    }

    @IBAction func shoppingListTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showShoppingList", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let shelf = segue.destination as! CookbookViewController   // expect: force-cast-segue "runs for every segue that 'PantryShelvesViewController' prepares"
        shelf.cookbook = shelves.first
    }
}

final class PantryShoppingListViewController: UIViewController {}
