import UIKit

final class RecipeDetailViewController: UIViewController, StoryboardInstantiable {
    static var storyboardName: String { "Recipes" }

    var recipe: Recipe?

    init?(coder: NSCoder, recipe: Recipe) {
        self.recipe = recipe
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Navigation

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        switch identifier {
        case "startCooking":
            // the ingredients panel is an embedded child in the storyboard
            let panel = children[0] as! IngredientsPanelViewController   // expect: force-cast-segue
            return panel.allIngredientsChecked
        case "showShoppingList":
            if presentedViewController != nil {
                let timer = presentedViewController as! CookingTimerViewController   // expect: force-cast-segue
                return !timer.isRunning
            }
            return true
        default:
            return true
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "startCooking" {
            configureCookingMode(using: segue)
        } else if segue.identifier == "editNotes", let navigation = segue.destination as? UINavigationController {
            // not reported: the forced cast is in a helper, outside prepare/shouldPerform/unwind
            let notes = notesEditor(in: navigation)
            notes.text = recipe?.title
        }
    }

    /// The segue is identified by its type, whatever the parameter is called.
    private func configureCookingMode(using transition: UIStoryboardSegue) {
        let cooking = transition.destination as! CookingModeViewController   // expect: force-cast-segue
        cooking.steps = recipe?.ingredients ?? []
    }

    private func notesEditor(in navigation: UINavigationController) -> NotesViewController {
        // not reported: navigation-stack cast outside prepare/shouldPerform/unwind
        navigation.topViewController as! NotesViewController
    }

    // MARK: - Actions

    @IBAction private func timerTapped(_ sender: UIBarButtonItem) {
        let timer = storyboard?.instantiateViewController(withIdentifier: "CookingTimer") as! CookingTimerViewController   // expect: force-cast-segue
        timer.minutes = recipe?.minutes ?? 0
        present(timer, animated: true)
    }

    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        // not reported: conditional cast from instantiateViewController
        guard let share = storyboard?.instantiateViewController(withIdentifier: "ShareRecipe") as? ShareRecipeViewController else {
            return
        }
        share.recipe = recipe
        present(share, animated: true)
    }

    func dismissTimerIfNeeded() {
        guard presentedViewController != nil else { return }
        // not reported: presentedViewController cast outside prepare/shouldPerform/unwind
        let timer = presentedViewController as! CookingTimerViewController
        timer.stop()
        dismiss(animated: true)
    }

    // MARK: - Unwind

    @IBAction func unwindFromTimer(_ segue: UIStoryboardSegue) {
        // not reported: conditional cast
        if let timer = segue.source as? CookingTimerViewController {
            timer.stop()
        }
    }
}

final class IngredientsPanelViewController: UITableViewController {
    var allIngredientsChecked = false
}

final class CookingTimerViewController: UIViewController {
    var minutes = 0
    private(set) var isRunning = false

    func stop() {
        isRunning = false
    }
}

final class CookingModeViewController: UIPageViewController {
    var steps: [String] = []
}

final class NotesViewController: UIViewController {
    var text: String?
}

final class ShareRecipeViewController: UIViewController {
    var recipe: Recipe?
}
