import UIKit

/// View controllers that live in a storyboard under their own class name.
protocol StoryboardInstantiable {
    static var storyboardName: String { get }
}

extension StoryboardInstantiable where Self: UIViewController {
    static var storyboardIdentifier: String { String(describing: self) }

    /// Crashes when someone renames the scene's storyboard ID or changes its custom class.
    static func instantiate() -> Self {
        let storyboard = UIStoryboard(name: storyboardName, bundle: .main)
        return storyboard.instantiateViewController(withIdentifier: storyboardIdentifier) as! Self   // expect: force-cast-segue
    }

    // not reported: conditional cast, the caller decides what to do
    static func instantiateIfPresent() -> Self? {
        let storyboard = UIStoryboard(name: storyboardName, bundle: .main)
        return storyboard.instantiateViewController(withIdentifier: storyboardIdentifier) as? Self
    }
}

extension UIStoryboard {
    /// The initial scene of a storyboard, typed.
    static func initialViewController<Controller: UIViewController>(of name: String) -> Controller {
        // Not reported: a cast to the function's own generic parameter is the helper's contract
        // (crash on a misconfigured storyboard); callers choose the type.
        UIStoryboard(name: name, bundle: .main).instantiateInitialViewController() as! Controller
    }

    // not reported: the creator-based API is already typed, nothing is cast
    static func recipeDetail(for recipe: Recipe) -> RecipeDetailViewController {
        UIStoryboard(name: "Recipes", bundle: .main).instantiateViewController(identifier: "RecipeDetailViewController") { coder in
            RecipeDetailViewController(coder: coder, recipe: recipe)
        }
    }

    // not reported: no cast at all, the result is used as a plain UIViewController
    static func aboutScreen() -> UIViewController {
        UIStoryboard(name: "Settings", bundle: .main).instantiateViewController(withIdentifier: "About")
    }
}
