import FoodTrackerKit
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerInjected

// Step 6's presenter, tested alone: what the injection buys. Storage in memory (or failing on
// purpose) and a logger that writes to a captured log replace the disk and os_log, and a spy stands
// in for the meal list. It pins down, too, the data loss that step 6 keeps and step 7 fixes: saved
// meals that cannot be read are taken for nothing saved.

@MainActor
@Suite("MealsPresenter, injected (step 6)")
struct InjectedMealsPresenterTests {
  private let ui = InjectedMealsUISpy()
  private let log = CapturedLog()

  private func givenAPresenter(storage: any MealStorage) -> MealsPresenter {
    MealsPresenter(
      ui: ui, storage: storage, logger: Logger(subsystem: "com.example.FoodTracker", category: "meals"))
  }

  @Test("Saved meals in memory are what the list shows; a change is saved there and logged")
  func showsAndSavesThroughItsStorage() {
    DeviceConsole.capturing(into: log) {
      let storage = InMemoryMealStorage(savedMeals: [meal("Pizza")])
      let presenter = givenAPresenter(storage: storage)

      presenter.viewDidLoad()
      presenter.add(meal("Soup"))

      #expect(ui.shown == [[meal("Pizza")]])
      #expect(ui.added == [meal("Soup")])
      #expect(storage.savedMeals == [meal("Pizza"), meal("Soup")])
      #expect(log.takeNewLines() == ["Meals successfully saved."])
    }
  }

  @Test("Nothing saved: the three sample meals, and nothing is saved until something changes")
  func showsTheSamplesWhenNothingIsSaved() {
    let storage = InMemoryMealStorage()
    let presenter = givenAPresenter(storage: storage)

    presenter.viewDidLoad()

    #expect(ui.shown.first?.map(\.name) == ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"])
    #expect(storage.savedMeals == nil)
  }

  @Test("Updating and deleting a meal show the change, in that place, and save the list")
  func updatesAndDeletesAreShownAndSaved() {
    DeviceConsole.capturing(into: log) {
      let storage = InMemoryMealStorage(savedMeals: [meal("Pizza"), meal("Soup")])
      let presenter = givenAPresenter(storage: storage)
      presenter.viewDidLoad()

      presenter.update(meal("Miso Soup"), at: 1)
      #expect(ui.updated.last?.meal == meal("Miso Soup") && ui.updated.last?.index == 1)
      #expect(storage.savedMeals == [meal("Pizza"), meal("Miso Soup")])

      presenter.delete(at: 0)
      #expect(ui.removed == [0])
      #expect(storage.savedMeals == [meal("Miso Soup")])
      #expect(log.takeNewLines() == ["Meals successfully saved.", "Meals successfully saved."])
    }
  }

  @Test("Saved meals that cannot be read are taken for nothing saved: the samples (step 7 fixes this)")
  func unreadableMealsBecomeTheSamples() {
    let presenter = givenAPresenter(storage: UnreadableMealStorage())

    presenter.viewDidLoad()

    #expect(ui.shown.first?.count == 3)
  }
}

/// Stands in for the meal list: records what the presenter shows.
@MainActor
private final class InjectedMealsUISpy: MealsUI {
  private(set) var shown: [[Meal]] = []
  private(set) var added: [Meal] = []
  private(set) var updated: [(meal: Meal, index: Int)] = []
  private(set) var removed: [Int] = []

  func showItems(_ meals: [Meal]) { shown.append(meals) }
  func showAddedItem(_ meal: Meal) { added.append(meal) }
  func showUpdatedItem(_ meal: Meal, at index: Int) { updated.append((meal, index)) }
  func removeItem(at index: Int) { removed.append(index) }
}

/// Saved meals that cannot be read.
private final class UnreadableMealStorage: MealStorage {
  struct Unreadable: Error {}

  func load() throws -> [Meal]? { throw Unreadable() }
  func save(_ meals: [Meal]) throws {}
}

@MainActor
private func meal(_ name: String) -> Meal {
  Meal(name: name, photo: UIImage(named: "defaultPhoto"), rating: 3)!
}
