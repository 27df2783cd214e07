import FoodTrackerKit
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerFixes

// The presenter of the chapter's last step, tested alone: a spy stands in for the meal list and
// the storage is in memory, so no window, storyboard or disk is involved. Written against the
// step's own types, as a test in the app's own project would be: to use it there, import your app
// instead of FoodTrackerFixes.

/// What the presenter decides: what the list shows, what is saved, what is logged.
@MainActor
@Suite("MealsPresenter (step 7)")
struct MealsPresenterTests {
  private let ui = MealsUISpy()
  private let log = CapturedLog()

  private func givenAPresenter(storage: any MealStorage) -> MealsPresenter {
    MealsPresenter(
      ui: ui, storage: storage, logger: Logger(subsystem: "com.example.FoodTracker", category: "meals"))
  }

  @Test("With nothing saved, the list shows the three sample meals, and nothing is saved")
  func showsTheSamplesWhenNothingIsSaved() {
    let storage = InMemoryMealStorage()
    let presenter = givenAPresenter(storage: storage)

    presenter.viewDidLoad()

    #expect(ui.calls == [.showItems(sampleMeals)])
    #expect(storage.savedMeals == nil)
  }

  @Test("With meals saved, the list shows them")
  func showsTheSavedMeals() {
    let saved = [meal("Pizza", rating: 2), meal("Soup", rating: 0)]
    let presenter = givenAPresenter(storage: InMemoryMealStorage(savedMeals: saved))

    presenter.viewDidLoad()

    #expect(ui.calls == [.showItems(saved)])
  }

  @Test("Adding, updating and deleting a meal show the change and save the list")
  func changesAreShownAndSaved() {
    DeviceConsole.capturing(into: log) {
      let storage = InMemoryMealStorage(savedMeals: [meal("Pizza"), meal("Soup")])
      let presenter = givenAPresenter(storage: storage)
      presenter.viewDidLoad()

      presenter.add(meal("Tacos"))
      #expect(ui.calls.last == .showAddedItem(meal("Tacos")))
      #expect(storage.savedMeals == [meal("Pizza"), meal("Soup"), meal("Tacos")])

      presenter.update(meal("Miso Soup", rating: 5), at: 1)
      #expect(ui.calls.last == .showUpdatedItem(meal("Miso Soup", rating: 5), at: 1))
      #expect(storage.savedMeals == [meal("Pizza"), meal("Miso Soup", rating: 5), meal("Tacos")])

      presenter.delete(at: 0)
      #expect(ui.calls.last == .removeItem(at: 0))
      #expect(storage.savedMeals == [meal("Miso Soup", rating: 5), meal("Tacos")])
      #expect(log.takeNewLines() == Array(repeating: "Meals successfully saved.", count: 3))
    }
  }

  @Test("A save that fails is logged, and the meal is still shown")
  func aFailedSaveIsLogged() {
    DeviceConsole.capturing(into: log) {
      let presenter = givenAPresenter(storage: FailingMealStorage(saveFails: true))
      presenter.viewDidLoad()

      presenter.add(meal("Pizza"))

      #expect(ui.calls.last == .showAddedItem(meal("Pizza")))
      #expect(log.takeNewLines() == ["Failed to save meals..."])
    }
  }

  @Test("Saved meals that cannot be read: an empty list, one alert once it is on screen, no save over them")
  func unreadableMealsAreKept() {
    DeviceConsole.capturing(into: log) {
      let storage = FailingMealStorage(loadFails: true)
      let presenter = givenAPresenter(storage: storage)

      presenter.viewDidLoad()
      #expect(ui.calls == [.showItems([])])

      presenter.viewDidAppear()
      presenter.viewDidAppear()
      #expect(
        ui.calls == [
          .showItems([]),
          .showError(
            title: "Can’t Read Your Meals",
            message: "Your saved meals are kept as they are. Meals you add or change now won’t be saved."),
        ])

      presenter.add(meal("Pizza"))
      #expect(ui.calls.last == .showAddedItem(meal("Pizza")))
      #expect(storage.saveAttempts == 0)
      #expect(
        log.takeNewLines() == [
          "Failed to load meals: the saved meals cannot be read.",
          "Meals not saved: the saved meals cannot be read, and are kept as they are.",
        ])
    }
  }

  @Test("With readable meals, the list appearing shows no alert")
  func noAlertForReadableMeals() {
    let presenter = givenAPresenter(storage: InMemoryMealStorage())
    presenter.viewDidLoad()

    presenter.viewDidAppear()

    #expect(ui.calls == [.showItems(sampleMeals)])
  }

  @Test("The presenter holds its UI weakly: the view controller owns the presenter, not the reverse")
  func holdsItsUIWeakly() {
    var ui: MealsUISpy? = MealsUISpy()
    weak let released = ui
    let presenter = MealsPresenter(
      ui: ui!, storage: InMemoryMealStorage(),
      logger: Logger(subsystem: "com.example.FoodTracker", category: "meals"))

    ui = nil

    #expect(released == nil)
    presenter.viewDidLoad()  // no one to show anything to, and no crash
  }
}

// MARK: - Test doubles

/// Stands in for `MealTableViewController`: records what the presenter tells it, in order.
@MainActor
private final class MealsUISpy: MealsUI {
  enum Call: Equatable {
    case showItems([Meal])
    case showAddedItem(Meal)
    case showUpdatedItem(Meal, at: Int)
    case removeItem(at: Int)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showItems(_ meals: [Meal]) { calls.append(.showItems(meals)) }
  func showAddedItem(_ meal: Meal) { calls.append(.showAddedItem(meal)) }
  func showUpdatedItem(_ meal: Meal, at index: Int) { calls.append(.showUpdatedItem(meal, at: index)) }
  func removeItem(at index: Int) { calls.append(.removeItem(at: index)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// Storage that fails: saved meals that cannot be read, or a disk that cannot be written.
@MainActor
private final class FailingMealStorage: MealStorage {
  struct Failure: Error {}

  private let loadFails: Bool
  private let saveFails: Bool
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

// MARK: - Meals

@MainActor
private func meal(_ name: String, rating: Int = 3) -> Meal {
  Meal(name: name, photo: UIImage(named: "defaultPhoto"), rating: rating)!
}

/// The samples a first launch shows, as the presenter makes them.
@MainActor
private var sampleMeals: [Meal] {
  [
    Meal(name: "Caprese Salad", photo: UIImage(named: "meal1"), rating: 4)!,
    Meal(name: "Chicken and Potatoes", photo: UIImage(named: "meal2"), rating: 5)!,
    Meal(name: "Pasta with Meatballs", photo: UIImage(named: "meal3"), rating: 3)!,
  ]
}
