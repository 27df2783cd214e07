import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerListMealsRouter

// The VIP branch's router: the data passing of the ShowDetail segue. The meal screen is handed
// the meal of the selected row, read from the data store (a stub here), not from the table.

@MainActor
@Suite("ListMealsRouter (VIP branch)")
struct ListMealsRouterTests {
  // MARK: Test doubles

  struct ListMealsDataStoreStub: ListMealsDataStore {
    var meals: [Meal]
  }

  private static func meal(_ name: String) -> Meal {
    Meal(name: name, photo: nil, rating: 1)!
  }

  @Test("The meal screen is handed the data store's meal at the selected row", arguments: [0, 2])
  func passDataToShowDetail(selectedRow: Int) throws {
    // Given: a meal list showing the sample meals (its view loads them from the device's
    // documents, as this branch's worker does: a fresh World is the device), with a row selected.
    let world = try FoodTrackerWorld()
    world.runAsTheDevice {
      let mealList = MealTableViewController()
      mealList.loadViewIfNeeded()
      let selection = IndexPath(row: selectedRow, section: 0)
      mealList.tableView.selectRow(at: selection, animated: false, scrollPosition: .none)
      let router = ListMealsRouter()
      router.viewController = mealList
      let dataStore = ListMealsDataStoreStub(meals: ["Pizza", "Soup", "Salad"].map(Self.meal))
      let mealScreen = MealViewController()

      // When
      router.passDataToShowDetail(source: dataStore, destination: mealScreen)

      // Then
      #expect(mealScreen.meal == dataStore.meals[selectedRow])
      #expect(mealList.router?.dataStore is ListMealsInteractor, "the scene passes from its interactor")
    }
  }
}
