import XCTest
@testable import Recipes

/// Everything in this file is test code: a crash here fails a test, not the app.
final class RecipeNavigationTests: XCTestCase {

    private var storyboard: UIStoryboard!

    override func setUp() {
        super.setUp()
        storyboard = UIStoryboard(name: "Recipes", bundle: Bundle(for: RecipeListViewController.self))
    }

    func testShowRecipeSegueConfiguresDetail() {
        // not reported: test code
        let list = storyboard.instantiateViewController(withIdentifier: "RecipeList") as! RecipeListViewController
        let detail = RecipeDetailViewController(nibName: nil, bundle: nil)
        let segue = UIStoryboardSegue(identifier: "showRecipe", source: list, destination: detail)

        list.loadViewIfNeeded()
        list.prepare(for: segue, sender: nil)

        // not reported: test code
        let destination = segue.destination as! RecipeDetailViewController
        XCTAssertEqual(segue.identifier!, "showRecipe")
        XCTAssertNotNil(destination.recipe)
    }

    func testEditSegueWrapsEditorInNavigationController() {
        // not reported: test code
        let navigation = storyboard.instantiateInitialViewController() as! UINavigationController
        let editor = navigation.topViewController as! EditRecipeViewController
        XCTAssertNil(editor.recipe)
    }

    func testUnwindAppendsRecipe() {
        let list = RecipeListViewController(style: .plain)
        let editor = EditRecipeViewController(nibName: nil, bundle: nil)
        editor.recipe = Recipe(id: "1", title: "Shakshuka", minutes: 25, ingredients: ["eggs", "tomatoes"])
        let segue = UIStoryboardSegue(identifier: nil, source: editor, destination: list)

        list.unwindToRecipeList(segue)

        // not reported: test code
        let source = segue.source as! EditRecipeViewController
        XCTAssertEqual(source.recipe?.title, "Shakshuka")
    }
}
