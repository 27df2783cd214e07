import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerPresenterActions

// Step 5's presenter, tested alone with a spy in the view controller's place: it now owns the
// list, and adding, updating and deleting a meal go through it. (Step 7's, which a learner can
// lift, is in MealsPresenterTests.swift.)

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

/// Stands in for the meal list of step 5: records what it is told, in order.
@MainActor
private final class PresenterActionsListSpy: FoodTrackerPresenterActions.MealsUI {
  enum Call: Equatable {
    case showItems([Meal])
    case showAddedItem(Meal)
    case showUpdatedItem(Meal, at: Int)
    case removeItem(at: Int)
  }

  private(set) var calls: [Call] = []

  func showItems(_ meals: [Meal]) { calls.append(.showItems(meals)) }
  func showAddedItem(_ meal: Meal) { calls.append(.showAddedItem(meal)) }
  func showUpdatedItem(_ meal: Meal, at index: Int) { calls.append(.showUpdatedItem(meal, at: index)) }
  func removeItem(at index: Int) { calls.append(.removeItem(at: index)) }
}

/// Step 5's presenter still reaches the device's documents and console itself (`Meal.archiveURL`,
/// `os_log`): each test runs with a fresh World as the device.
@MainActor
private func inFreshGlobalWorld(_ body: (FoodTrackerWorld) throws -> Void) throws {
  let world = try FoodTrackerWorld()
  try world.runAsTheDevice { try body(world) }
}

/// The meals in the archive in Documents/meals, or nil when there is no archive.
@MainActor
private func archivedMeals(in world: FoodTrackerWorld) throws -> [Meal]? {
  guard FileManager.default.fileExists(atPath: world.mealsArchiveURL.path) else { return nil }
  return try PropertyListDecoder().decode([Meal].self, from: Data(contentsOf: world.mealsArchiveURL))
}

@MainActor
@Suite("Step 5 presenter")
struct PresenterActionsTests {

  @Test("Adding, updating and deleting a meal show the change and save the list")
  func changesAreShownAndSaved() throws {
    try inFreshGlobalWorld { world in
      let list = PresenterActionsListSpy()
      let presenter = FoodTrackerPresenterActions.MealsPresenter(ui: list)
      presenter.viewDidLoad()
      #expect(list.calls == [.showItems(sampleMeals)])
      let archivedAtLaunch = try archivedMeals(in: world)
      #expect(archivedAtLaunch == nil, "showing the samples saves nothing")

      presenter.add(meal("Tacos"))
      #expect(list.calls.last == .showAddedItem(meal("Tacos")))
      let archivedAfterAdd = try archivedMeals(in: world)
      #expect(archivedAfterAdd == sampleMeals + [meal("Tacos")])

      presenter.update(meal("Roast Chicken", rating: 2), at: 1)
      #expect(list.calls.last == .showUpdatedItem(meal("Roast Chicken", rating: 2), at: 1))
      let archivedAfterUpdate = try archivedMeals(in: world)
      #expect(
        archivedAfterUpdate == [
          sampleMeals[0], meal("Roast Chicken", rating: 2), sampleMeals[2], meal("Tacos"),
        ])

      presenter.delete(at: 0)
      #expect(list.calls.last == .removeItem(at: 0))
      let archivedAfterDelete = try archivedMeals(in: world)
      #expect(archivedAfterDelete == [meal("Roast Chicken", rating: 2), sampleMeals[2], meal("Tacos")])
      #expect(world.log.takeNewLines() == Array(repeating: "Meals successfully saved.", count: 3))
    }
  }

  @Test("A save that fails is logged, and the meal is still shown")
  func aFailedSaveIsLogged() throws {
    try inFreshGlobalWorld { world in
      try world.sandbox.makeDocumentsUnwritable()
      let list = PresenterActionsListSpy()
      let presenter = FoodTrackerPresenterActions.MealsPresenter(ui: list)
      presenter.viewDidLoad()

      presenter.add(meal("Pizza"))

      #expect(list.calls.last == .showAddedItem(meal("Pizza")))
      #expect(world.log.takeNewLines() == ["Failed to save meals..."])
    }
  }
}
