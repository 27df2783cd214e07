import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing

@testable import FoodTrackerListMealsRouter

// The VIP branch's presenter, alone: a spy in the view controller's place. What it checks is the
// presentation logic: a meal becomes the values its row shows, an index becomes a row.

@MainActor
@Suite("ListMealsPresenter (VIP branch)")
struct ListMealsPresenterTests {
  // MARK: Test doubles

  final class ListMealsDisplayLogicSpy: ListMealsDisplayLogic {
    var fetched: [ListMeals.FetchMeals.ViewModel] = []
    var added: [ListMeals.AddMeal.ViewModel] = []
    var updated: [ListMeals.UpdateMeal.ViewModel] = []
    var deleted: [ListMeals.DeleteMeal.ViewModel] = []

    func displayFetchedMeals(viewModel: ListMeals.FetchMeals.ViewModel) { fetched.append(viewModel) }
    func displayAddedMeal(viewModel: ListMeals.AddMeal.ViewModel) { added.append(viewModel) }
    func displayUpdatedMeal(viewModel: ListMeals.UpdateMeal.ViewModel) { updated.append(viewModel) }
    func displayDeletedMeal(viewModel: ListMeals.DeleteMeal.ViewModel) { deleted.append(viewModel) }
  }

  // MARK: Subject under test

  let display = ListMealsDisplayLogicSpy()
  let presenter = ListMealsPresenter()

  init() {
    presenter.viewController = display
  }

  private static let pizza = Meal(name: "Pizza", photo: UIImage(named: "meal2"), rating: 2)!
  private static let soup = Meal(name: "Soup", photo: nil, rating: 0)!

  private static func displayed(_ meal: Meal) -> ListMeals.DisplayedMeal {
    ListMeals.DisplayedMeal(name: meal.name, photo: meal.photo, rating: meal.rating)
  }

  // MARK: Tests

  @Test("Fetched meals are displayed as their names, photos and ratings, in order")
  func fetchedMeals() {
    presenter.presentFetchedMeals(response: ListMeals.FetchMeals.Response(meals: [Self.pizza, Self.soup]))

    #expect(
      display.fetched.map(\.displayedMeals) == [
        [
          ListMeals.DisplayedMeal(name: "Pizza", photo: UIImage(named: "meal2"), rating: 2),
          ListMeals.DisplayedMeal(name: "Soup", photo: nil, rating: 0),
        ]
      ])
  }

  @Test("An added or updated meal is displayed in the row of its index", arguments: [0, 3])
  func addedAndUpdatedMeal(index: Int) {
    presenter.presentAddedMeal(response: ListMeals.AddMeal.Response(meal: Self.pizza, index: index))
    presenter.presentUpdatedMeal(response: ListMeals.UpdateMeal.Response(meal: Self.soup, index: index))

    #expect(display.added.map(\.displayedMeal) == [Self.displayed(Self.pizza)])
    #expect(display.added.map(\.indexPath) == [IndexPath(row: index, section: 0)])
    #expect(display.updated.map(\.displayedMeal) == [Self.displayed(Self.soup)])
    #expect(display.updated.map(\.indexPath) == [IndexPath(row: index, section: 0)])
  }

  @Test("A deleted meal's row is the row of its index")
  func deletedMeal() {
    presenter.presentDeletedMeal(response: ListMeals.DeleteMeal.Response(index: 2))

    #expect(display.deleted.map(\.indexPath) == [IndexPath(row: 2, section: 0)])
  }

  @Test("The presenter holds its view controller weakly: the scene's owner is the view controller")
  func weakViewController() {
    var spy: ListMealsDisplayLogicSpy? = ListMealsDisplayLogicSpy()
    weak let released = spy
    presenter.viewController = spy
    spy = nil

    #expect(released == nil)
    presenter.presentDeletedMeal(response: ListMeals.DeleteMeal.Response(index: 0))  // no one to tell
  }
}
