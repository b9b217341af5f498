import UIKit

extension UIStoryboard {
    static let pantry = UIStoryboard(name: "Pantry", bundle: .main)

    /// Scenes use their class name as storyboard ID: `storyboard.instantiate(PantryShelfViewController.self)`.
    /// Not reported: the cast goes to the function's own generic parameter; crashing on a
    /// misconfigured storyboard is this helper's contract, and each caller picks `T`.
    func instantiate<T: UIViewController>(_ type: T.Type) -> T {
        let identifier = String(describing: type)
        return instantiateViewController(withIdentifier: identifier) as! T
    }

    /// Not reported: the same, with the constraint in a `where` clause and an explicit ID.
    func instantiate<Controller>(_ type: Controller.Type, identifier: String) -> Controller where Controller: UIViewController {
        instantiateViewController(withIdentifier: identifier) as! Controller
    }

    /// Reported: a generic helper, but this cast is to a concrete type, not to `T`.
    func instantiateInNavigation<T: UIViewController>(_ type: T.Type) -> UINavigationController {
        let navigation = instantiateViewController(withIdentifier: String(describing: type) + "Navigation") as! UINavigationController   // expect: force-cast-segue
        return navigation
    }

    /// Reported: a non-generic helper casting to a concrete scene class.
    func pantrySettings() -> PantrySettingsViewController {
        instantiateViewController(withIdentifier: "PantrySettings") as! PantrySettingsViewController   // expect: force-cast-segue
    }
}

final class PantryTabBuilder {
    func makeTabs() -> [UIViewController] {
        // not reported: typed by the generic helpers, no cast here
        let shelves = UIStoryboard.pantry.instantiate(PantryShelfViewController.self)
        let settings = UIStoryboard.pantry.instantiate(PantrySettingsViewController.self, identifier: "PantrySettings")
        return [UINavigationController(rootViewController: shelves), settings]
    }
}
