import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import WorldKit

@testable import FoodTrackerMVP

// Step 4's presenter, tested alone with a spy in the view controller's place: what extracting it
// was for. (Step 7's, which a learner can lift, is in MealsPresenterTests.swift.)

private let sampleNames = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]

private func meal(_ name: String, rating: Int = 3) -> Meal {
  Meal(name: name, photo: UIImage(named: "defaultPhoto"), rating: rating)!
}

/// Stands in for the meal list of step 4: records what it is told to show.
@MainActor
private final class MVPListSpy: FoodTrackerMVP.MealsUI {
  var shownItems: [[Meal]] = []

  func showItems(_ meals: [Meal]) {
    shownItems.append(meals)
  }
}

/// Step 4's presenter still reaches the device's documents and console itself (`Meal.archiveURL`,
/// `os_log`): each test runs with a fresh World as the device.
@MainActor
private func inFreshGlobalWorld(_ body: (FoodTrackerWorld) throws -> Void) throws {
  let world = try FoodTrackerWorld()
  try world.runAsTheDevice { try body(world) }
}

@MainActor
@Suite("Step 4 presenter")
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
