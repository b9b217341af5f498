import UIKit

final class ShoppingListViewController: UITableViewController {
    var items: [String] = []
}

final class OnboardingViewController: UIViewController {
    var completedSteps = 0
}

final class ShoppingListCoordinator {
    private let navigationController: UINavigationController
    private let storyboard = UIStoryboard(name: "Shopping", bundle: .main)

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with recipes: [Recipe]) {
        let list = storyboard.instantiateViewController(withIdentifier: "ShoppingList") as! ShoppingListViewController   // expect: force-cast-segue
        list.items = recipes.flatMap(\.ingredients)
        navigationController.pushViewController(list, animated: false)
    }

    func showOnboardingIfNeeded(isFirstLaunch: Bool) {
        guard isFirstLaunch else { return }
        let onboarding = UIStoryboard(name: "Onboarding", bundle: .main).instantiateInitialViewController() as! OnboardingViewController   // expect: force-cast-segue
        navigationController.present(onboarding, animated: true)
    }

    func refreshVisibleList() {
        // not reported: navigation-stack casts outside prepare/shouldPerform/unwind
        let list = navigationController.topViewController as! ShoppingListViewController
        let root = navigationController.viewControllers[0] as! ShoppingListViewController
        list.tableView.reloadData()
        root.tableView.reloadData()
    }

    func showRecipe(_ recipe: Recipe) {
        // not reported: typed creator API from StoryboardInstantiable.swift
        let detail = UIStoryboard.recipeDetail(for: recipe)
        navigationController.pushViewController(detail, animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var shoppingCoordinator: ShoppingListCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // not reported: the root set up in Main.storyboard; not one of the navigation forms
        let navigation = window?.rootViewController as! UINavigationController
        // not reported: topViewController cast outside prepare/shouldPerform/unwind
        let recipeList = navigation.topViewController as! RecipeListViewController
        recipeList.title = NSLocalizedString("recipes.title", comment: "")
        shoppingCoordinator = ShoppingListCoordinator(navigationController: navigation)
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // not reported: viewControllers cast outside prepare/shouldPerform/unwind
        let recipesNavigation = viewControllers?[0] as! UINavigationController
        recipesNavigation.tabBarItem.badgeValue = nil
    }
}
