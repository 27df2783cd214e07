import FoodTrackerKit
import HeadlessUIKit
import Testing

@testable import FoodTrackerListMealsRouter

// The VIP branch's interactor, alone: a spy for its presenter and a double for its worker (the
// meal store), which records what it is asked and answers what the test says. No screen, no disk.

private func meal(_ name: String, rating: Int = 3) -> Meal {
  Meal(name: name, photo: UIImage(named: "defaultPhoto"), rating: rating)!
}

private let pizza = meal("Pizza", rating: 2)
private let soup = meal("Soup", rating: 0)

@MainActor
@Suite("ListMealsInteractor (VIP branch)")
struct ListMealsInteractorTests {
  // MARK: Test doubles

  /// What the presenter and the worker were told, in the order they were told it.
  final class Events {
    var log: [String] = []
  }

  final class ListMealsPresentationLogicSpy: ListMealsPresentationLogic {
    let events: Events
    var fetchedMeals: [[Meal]] = []
    var added: [(meal: Meal, index: Int)] = []
    var updated: [(meal: Meal, index: Int)] = []
    var deletedIndexes: [Int] = []

    init(events: Events) { self.events = events }

    func presentFetchedMeals(response: ListMeals.FetchMeals.Response) {
      events.log.append("present fetched")
      fetchedMeals.append(response.meals)
    }

    func presentAddedMeal(response: ListMeals.AddMeal.Response) {
      events.log.append("present added")
      added.append((response.meal, response.index))
    }

    func presentUpdatedMeal(response: ListMeals.UpdateMeal.Response) {
      events.log.append("present updated")
      updated.append((response.meal, response.index))
    }

    func presentDeletedMeal(response: ListMeals.DeleteMeal.Response) {
      events.log.append("present deleted")
      deletedIndexes.append(response.index)
    }
  }

  final class MealsWorkerSpy: MealsWorker {
    let events: Events
    /// What `loadMeals()` answers: nil for "nothing saved".
    var savedMeals: [Meal]?
    var savedLists: [[Meal]] = []

    init(events: Events, savedMeals: [Meal]?) {
      self.events = events
      self.savedMeals = savedMeals
    }

    override func loadMeals() -> [Meal]? {
      events.log.append("load")
      return savedMeals
    }

    override func saveMeals(_ meals: [Meal]) {
      events.log.append("save")
      savedLists.append(meals)
    }
  }

  // MARK: Subject under test

  let events = Events()
  let presenter: ListMealsPresentationLogicSpy
  let interactor = ListMealsInteractor()

  init() {
    presenter = ListMealsPresentationLogicSpy(events: events)
    interactor.presenter = presenter
  }

  private func given(savedMeals: [Meal]?) -> MealsWorkerSpy {
    let worker = MealsWorkerSpy(events: events, savedMeals: savedMeals)
    interactor.mealsWorker = worker
    return worker
  }

  // MARK: Fetch meals

  @Test(
    "Fetching presents the saved meals, or the three sample meals when nothing is saved, and keeps them",
    arguments: [
      ([pizza, soup], ["Pizza", "Soup"]),
      ([], []),
      (nil, ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]),
    ] as [([Meal]?, [String])])
  func fetchMeals(saved: [Meal]?, shown: [String]) {
    // Given
    let worker = given(savedMeals: saved)

    // When
    interactor.fetchMeals(request: ListMeals.FetchMeals.Request())

    // Then
    #expect(presenter.fetchedMeals.map { $0.map(\.name) } == [shown])
    #expect(interactor.meals.map(\.name) == shown)
    #expect(worker.savedLists.isEmpty, "fetching saves nothing")
    #expect(events.log == ["load", "present fetched"])
  }

  // MARK: Add, update or delete a meal

  @Test("Adding appends the meal, presents it as the last row, then saves the list")
  func addMeal() {
    let worker = given(savedMeals: [pizza])
    interactor.fetchMeals(request: ListMeals.FetchMeals.Request())
    events.log = []

    interactor.addMeal(request: ListMeals.AddMeal.Request(meal: soup))

    #expect(presenter.added.map(\.meal) == [soup])
    #expect(presenter.added.map(\.index) == [1])
    #expect(worker.savedLists == [[pizza, soup]])
    #expect(events.log == ["present added", "save"])
  }

  @Test("Updating replaces the meal in place, presents its row, then saves the list")
  func updateMeal() {
    let worker = given(savedMeals: [pizza, soup])
    interactor.fetchMeals(request: ListMeals.FetchMeals.Request())
    events.log = []
    let betterSoup = meal("Soup", rating: 5)

    interactor.updateMeal(request: ListMeals.UpdateMeal.Request(meal: betterSoup, index: 1))

    #expect(presenter.updated.map(\.meal) == [betterSoup])
    #expect(presenter.updated.map(\.index) == [1])
    #expect(interactor.meals == [pizza, betterSoup])
    #expect(worker.savedLists == [[pizza, betterSoup]])
    #expect(events.log == ["present updated", "save"])
  }

  @Test("Deleting removes the meal and saves the list before its row is presented gone")
  func deleteMeal() {
    let worker = given(savedMeals: [pizza, soup])
    interactor.fetchMeals(request: ListMeals.FetchMeals.Request())
    events.log = []

    interactor.deleteMeal(request: ListMeals.DeleteMeal.Request(index: 0))

    #expect(presenter.deletedIndexes == [0])
    #expect(interactor.meals == [soup])
    #expect(worker.savedLists == [[soup]])
    #expect(events.log == ["save", "present deleted"])
  }
}
