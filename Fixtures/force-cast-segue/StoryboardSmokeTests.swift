import XCTest
@testable import Recipes

/// Lives next to the app sources, but the `*Tests.swift` name marks it as test code.
final class StoryboardSmokeTests: XCTestCase {

    func testEveryRecipeSceneInstantiates() {
        let storyboard = UIStoryboard(name: "Recipes", bundle: Bundle(for: RecipeDetailViewController.self))
        // not reported: test code
        let detail = storyboard.instantiateViewController(withIdentifier: "RecipeDetailViewController") as! RecipeDetailViewController
        let timer = storyboard.instantiateViewController(withIdentifier: "CookingTimer") as! CookingTimerViewController
        XCTAssertNil(detail.recipe)
        XCTAssertEqual(timer.minutes, 0)
    }

    func testDashboardEmbedsTimeline() {
        let dashboard = UIStoryboard.initialViewController(of: "Dashboard") as DashboardViewController
        dashboard.loadViewIfNeeded()
        // not reported: test code
        let timeline = dashboard.children[0] as! TimelineViewController
        XCTAssertTrue(timeline.showsHeader == false)
    }
}
