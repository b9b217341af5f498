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
