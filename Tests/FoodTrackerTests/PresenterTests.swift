import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerFixes
@testable import FoodTrackerMVP

// The presenters of steps 3 and 5, tested alone with a spy in the view controller's place: what
// extracting them was for.

private let sampleNames = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]

private func meal(_ name: String, rating: Int = 3) -> Meal {
  Meal(name: name, photo: UIImage(named: "defaultPhoto"), rating: rating)!
}

// MARK: - Step 3: MVP

/// Stands in for the meal list of step 3: records what it is told to show.
@MainActor
private final class MVPListSpy: FoodTrackerMVP.MealsUI {
  var shownItems: [[Meal]] = []

  func showItems(_ meals: [Meal]) {
    shownItems.append(meals)
  }
}

/// Step 3's presenter still reaches the sandbox and the log through the global World, which the
/// app does not own: each test runs in a fresh one, set first thing in its body and kept alive
/// until the body ends.
@MainActor
private func inFreshGlobalWorld(_ body: (FoodTrackerWorld) throws -> Void) throws {
  let world = try FoodTrackerWorld()
  FoodTrackerWorld.current = world
  try withExtendedLifetime(world) { try body(world) }
}

@MainActor
@Suite("Step 3 presenter")
struct MVPPresenterTests {

  @Test("With nothing saved, viewDidLoad shows the sample meals")
  func samples() throws {
    try inFreshGlobalWorld { _ in
      let list = MVPListSpy()
      FoodTrackerMVP.MealsPresenter(ui: list).viewDidLoad()

      #expect(list.shownItems.map { $0.map(\.name) } == [sampleNames])
      #expect(list.shownItems.first?.map(\.rating) == [4, 5, 3])
    }
  }

  @Test("What save(_:) saved is what the next viewDidLoad shows, and save logs its success")
  func savedMeals() throws {
    try inFreshGlobalWorld { world in
      let meals = [meal("Pizza", rating: 2), meal("Soup", rating: 0)]
      FoodTrackerMVP.MealsPresenter(ui: MVPListSpy()).save(meals)
      #expect(world.log.takeNewLines() == ["Meals successfully saved."])

      let list = MVPListSpy()
      FoodTrackerMVP.MealsPresenter(ui: list).viewDidLoad()
      #expect(list.shownItems == [meals])
    }
  }

  @Test("An unreadable archive is shown as \"nothing saved\": the samples (the original's behaviour)")
  func unreadableArchive() throws {
    try inFreshGlobalWorld { world in
      try world.sandbox.writeDocument(named: "meals", contents: Data("not meals".utf8))
      let list = MVPListSpy()
      FoodTrackerMVP.MealsPresenter(ui: list).viewDidLoad()

      #expect(list.shownItems.map { $0.map(\.name) } == [sampleNames])
    }
  }

  @Test("The presenter holds its UI weakly: the view controller owns the presenter, not the reverse")
  func weakUI() throws {
    try inFreshGlobalWorld { _ in
      var list: MVPListSpy? = MVPListSpy()
      weak let released = list
      let presenter = FoodTrackerMVP.MealsPresenter(ui: list!)
      list = nil

      #expect(released == nil)
      presenter.viewDidLoad()  // no one to show anything to, and no crash
    }
  }
}

// MARK: - Step 5: Fixes

/// Stands in for the meal list of step 5: records what it is told, in order.
@MainActor
private final class FixesListSpy: FoodTrackerFixes.MealsUI {
  enum Call: Equatable {
    case showItems([Meal])
    case showAddedItem(Meal)
    case showUpdatedItem(Meal, at: Int)
    case removeItem(at: Int)
    case showError(title: String, message: String)
  }

  var calls: [Call] = []

  func showItems(_ meals: [Meal]) { calls.append(.showItems(meals)) }
  func showAddedItem(_ meal: Meal) { calls.append(.showAddedItem(meal)) }
  func showUpdatedItem(_ meal: Meal, at index: Int) { calls.append(.showUpdatedItem(meal, at: index)) }
  func removeItem(at index: Int) { calls.append(.removeItem(at: index)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// Storage that fails: saved meals that cannot be read, or a disk that cannot be written.
@MainActor
private final class FailingStorage: FoodTrackerFixes.MealStorage {
  struct Failure: Error {}

  let loadFails: Bool
  let saveFails: Bool
  private(set) var saveAttempts = 0

  init(loadFails: Bool = false, saveFails: Bool = false) {
    self.loadFails = loadFails
    self.saveFails = saveFails
  }

  func load() throws -> [Meal]? {
    if loadFails { throw Failure() }
    return nil
  }

  func save(_ meals: [Meal]) throws {
    saveAttempts += 1
    if saveFails { throw Failure() }
  }
}

@MainActor
@Suite("Step 5 presenter")
struct FixesPresenterTests {
  private let log = CapturedLog()
  private let list = FixesListSpy()

  private func presenter(storage: any FoodTrackerFixes.MealStorage) -> FoodTrackerFixes.MealsPresenter {
    FoodTrackerFixes.MealsPresenter(ui: list, storage: storage, logger: Logger(writingTo: log))
  }

  @Test("viewDidLoad shows the saved meals, or the samples when nothing is saved", arguments: [false, true])
  func loading(somethingSaved: Bool) {
    let saved = [meal("Pizza"), meal("Soup")]
    let storage = InMemoryMealStorage(savedMeals: somethingSaved ? saved : nil)
    presenter(storage: storage).viewDidLoad()

    guard case .showItems(let shown) = list.calls.first, list.calls.count == 1 else {
      Issue.record("expected one showItems, got \(list.calls)")
      return
    }
    #expect(shown.map(\.name) == (somethingSaved ? ["Pizza", "Soup"] : sampleNames))
    #expect(storage.savedMeals == (somethingSaved ? saved : nil), "loading saves nothing")
  }

  @Test("Adding, updating and deleting show the change and save the list")
  func changes() {
    let storage = InMemoryMealStorage(savedMeals: [meal("Pizza"), meal("Soup")])
    let presenter = presenter(storage: storage)
    presenter.viewDidLoad()
    list.calls.removeAll()

    presenter.add(meal("Tacos"))
    #expect(list.calls == [.showAddedItem(meal("Tacos"))])
    #expect(storage.savedMeals?.map(\.name) == ["Pizza", "Soup", "Tacos"])

    presenter.update(meal("Miso Soup", rating: 5), at: 1)
    #expect(list.calls.last == .showUpdatedItem(meal("Miso Soup", rating: 5), at: 1))
    #expect(storage.savedMeals?.map(\.name) == ["Pizza", "Miso Soup", "Tacos"])

    presenter.delete(at: 0)
    #expect(list.calls.last == .removeItem(at: 0))
    #expect(storage.savedMeals?.map(\.name) == ["Miso Soup", "Tacos"])
    #expect(log.takeNewLines() == Array(repeating: "Meals successfully saved.", count: 3))
  }

  @Test("A failed save is logged as \"Failed to save meals...\"")
  func saveFailure() {
    let presenter = presenter(storage: FailingStorage(saveFails: true))
    presenter.viewDidLoad()
    presenter.add(meal("Pizza"))

    #expect(log.takeNewLines() == ["Failed to save meals..."])
    #expect(list.calls.last == .showAddedItem(meal("Pizza")), "the meal is still shown")
  }

  @Test("Unreadable saved meals: an empty list, one alert once the list is on screen, and no save over them")
  func unreadableMeals() {
    let storage = FailingStorage(loadFails: true)
    let presenter = presenter(storage: storage)
    presenter.viewDidLoad()
    #expect(list.calls == [.showItems([])])

    presenter.viewDidAppear()
    presenter.viewDidAppear()
    let errors = list.calls.filter { if case .showError = $0 { true } else { false } }
    #expect(
      errors == [
        .showError(
          title: "Can’t Read Your Meals",
          message: "Your saved meals are kept as they are. Meals you add or change now won’t be saved.")
      ])

    presenter.add(meal("Pizza"))
    #expect(list.calls.last == .showAddedItem(meal("Pizza")))
    #expect(storage.saveAttempts == 0)
    #expect(
      log.takeNewLines() == [
        "Failed to load meals: the saved meals cannot be read.",
        "Meals not saved: the saved meals cannot be read, and are kept as they are.",
      ])
  }

  @Test("With readable meals, the list's appearance shows no alert")
  func noAlert() {
    let presenter = presenter(storage: InMemoryMealStorage())
    presenter.viewDidLoad()
    presenter.viewDidAppear()

    #expect(list.calls.count == 1)
  }
}
