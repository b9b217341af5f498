import Testing
import UIKit
@testable import Recipes

// Swift Testing checks of the storyboard wiring. The file is not under a Tests folder and its
// name does not end in `Tests.swift`, but it imports Testing: test code, not reported.

@MainActor
struct RecipeRoutingChecks {
    let storyboard = UIStoryboard(name: "MealPlan", bundle: .main)

    @Test func dayScreenIsWired() {
        let plan = storyboard.instantiateInitialViewController() as! MealPlanViewController
        let day = MealPlanDayViewController()
        let segue = UIStoryboardSegue(identifier: "showDay", source: plan, destination: day)
        plan.prepare(for: segue, sender: nil)
        #expect((segue.destination as! MealPlanDayViewController).day != nil)
        #expect(segue.identifier! == "showDay")
    }

    @Test func nutritionPanelHasCalories() {
        let panel = storyboard.instantiateViewController(withIdentifier: "NutritionPanel") as! NutritionPanelViewController
        #expect(panel.calories == 0)
    }
}
