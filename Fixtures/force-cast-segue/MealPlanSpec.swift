import Nimble
import Quick
import UIKit

// A Quick/Nimble spec (a `…Spec.swift` file importing Quick): test code, not reported.
final class MealPlanSpec: QuickSpec {
    override class func spec() {
        describe("the grocery segue") {
            it("hands the recipes over") {
                let storyboard = UIStoryboard(name: "MealPlan", bundle: .main)
                let plan = storyboard.instantiateInitialViewController() as! MealPlanViewController
                let groceries = GroceryListViewController()
                let segue = UIStoryboardSegue(identifier: "showGroceries", source: plan, destination: groceries)
                plan.prepare(for: segue, sender: nil)
                expect((segue.destination as! GroceryListViewController).recipeIDs).to(beEmpty())
            }
        }
    }
}
