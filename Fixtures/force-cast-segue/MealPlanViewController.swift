import SwiftUI
import UIKit

final class MealPlanDayViewController: UIViewController {
    var day: Date?
}

final class GroceryListViewController: UITableViewController {
    var recipeIDs: [String] = []
}

final class MealPlanEditorViewController: UIViewController {
    var week: Int = 0
}

final class DayPickerViewController: UIViewController {
    var pickedDay: Date?
}

final class NutritionPanelViewController: UIViewController {
    var calories: Int = 0
}

final class MealSwapViewController: UIViewController {
    var mealID: String?
}

/// The weekly meal plan. It was linted with SwiftLint's `force_cast` for years; the casts the
/// team accepted there carry SwiftLint directives, which silence force-cast-segue as well.
final class MealPlanViewController: UITableViewController {
    private var selectedDay = Date()
    private var week = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showDay":
            // Silenced: `disable:next` on the line above.
            // swiftlint:disable:next force_cast
            let day = segue.destination as! MealPlanDayViewController
            day.day = selectedDay
        case "showGroceries":
            // Silenced: `disable:this` on the same line.
            let groceries = segue.destination as! GroceryListViewController // swiftlint:disable:this force_cast
            groceries.recipeIDs = []
        case "editPlan":
            // Silenced: `disable:previous` on the line after; the id list may hold several rules.
            let navigation = segue.destination as! UINavigationController
            // swiftlint:disable:previous force_cast force_unwrapping
            let editor = navigation.topViewController as? MealPlanEditorViewController
            editor?.week = week
        case "showNutrition":
            // Reported: `line_length` is not SwiftLint's force_cast.
            // swiftlint:disable:next line_length
            let panel = segue.destination as! NutritionPanelViewController   // expect: force-cast-segue
            panel.calories = 1_850
        default:
            break
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        // Reported: `force_unwrapping` is a different SwiftLint rule; only `force_cast` stands for this one.
        // swiftlint:disable:next force_unwrapping
        let picker = presentedViewController as! DayPickerViewController   // expect: force-cast-segue
        return picker.pickedDay != nil
    }

    // swiftlint:disable force_cast
    // Silenced: both casts are inside a disable … enable region.
    @IBAction func unwindFromDayPicker(_ segue: UIStoryboardSegue) {
        let picker = segue.source as! DayPickerViewController
        selectedDay = picker.pickedDay ?? selectedDay
    }

    private func makeNutritionPanel() -> NutritionPanelViewController {
        storyboard!.instantiateViewController(withIdentifier: "NutritionPanel") as! NutritionPanelViewController
    }
    // swiftlint:enable force_cast

    @IBAction private func swapMealTapped(_ sender: UIButton) {
        // Reported: after `swiftlint:enable force_cast`.
        let swap = storyboard?.instantiateViewController(withIdentifier: "MealSwap") as! MealSwapViewController   // expect: force-cast-segue
        swap.mealID = "breakfast"
        present(swap, animated: true)
    }
}

/// A test double kept in the app target for UI tests (a `Stub…` type): test code, not reported.
final class StubMealPlanRouter {
    private let storyboard = UIStoryboard(name: "MealPlan", bundle: .main)

    func makeDayScreen() -> MealPlanDayViewController {
        storyboard.instantiateViewController(withIdentifier: "MealPlanDay") as! MealPlanDayViewController
    }
}

// Previews are test code (the canvas makes them): not reported.
#Preview("Meal plan") {
    let plan = UIStoryboard(name: "MealPlan", bundle: .main).instantiateInitialViewController() as! MealPlanViewController
    return plan
}
