import FoodTrackerKit
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerViewData

// The view-data branch's presenter (5-ViewData) with a spy in the view controller's place, as the
// MVP branch's tests drive step 4's: its view protocol is a seam a test doubles, which the
// chapter's goals ask of every refactoring (a protocol nobody doubles separates nothing).

/// Stands in for the meal list of the view-data branch: records what it is told to show.
@MainActor
private final class ViewDataListSpy: MealsUI {
  var shownItems: [[Meal]] = []

  func showItems(_ meals: [Meal]) {
    shownItems.append(meals)
  }
}

@MainActor
@Suite("MealsPresenter (view data, step 5-ViewData)")
struct ViewDataPresenterTests {

  @Test("With nothing saved, viewDidLoad shows the samples, and each row's view data is its meal's")
  func samplesAsViewData() throws {
    let world = try FoodTrackerWorld()
    world.runAsTheDevice {
      let list = ViewDataListSpy()
      MealsPresenter(ui: list).viewDidLoad()

      let rows = list.shownItems.first?.map(MealTableViewCell.ViewData.init(meal:)) ?? []
      #expect(list.shownItems.count == 1)
      #expect(rows.map(\.name) == ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"])
      #expect(rows.map(\.rating) == [4, 5, 3])
      #expect(list.shownItems.first?.map(\.photo) == ["meal1", "meal2", "meal3"].map { UIImage(named: $0) })
    }
  }

  @Test("What save(_:) saved is what the next viewDidLoad shows, and save logs its success")
  func savedMeals() throws {
    let world = try FoodTrackerWorld()
    world.runAsTheDevice {
      let meals = [Meal(name: "Pizza", photo: nil, rating: 2)!, Meal(name: "Soup", photo: nil, rating: 0)!]
      MealsPresenter(ui: ViewDataListSpy()).save(meals)
      #expect(world.log.takeNewLines() == ["Meals successfully saved."])

      let list = ViewDataListSpy()
      MealsPresenter(ui: list).viewDidLoad()
      #expect(list.shownItems == [meals])
    }
  }
}
