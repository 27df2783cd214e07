import Foundation
import HeadlessUIKit
import Testing

@testable import FoodTrackerListMealsRouter

// The VIP scene is wired by the controller's setup(), from every initialiser. The storyboard
// here makes the list in code (init(nibName:bundle:)); on iOS, Interface Builder decodes it
// (init?(coder:)), and code may make it with init(style:): no scenario reaches those two.

@MainActor
@Suite("ListMeals scene setup (VIP branch)")
struct ListMealsSceneSetupTests {
  /// How the meal list is made.
  enum Initialiser: String, CaseIterable, CustomTestStringConvertible {
    case style = "init(style:)"
    case nib = "init(nibName:bundle:)"
    case coder = "init?(coder:)"

    var testDescription: String { rawValue }

    @MainActor
    func make() -> MealTableViewController? {
      switch self {
      case .style: MealTableViewController(style: .plain)
      case .nib: MealTableViewController(nibName: nil, bundle: nil)
      case .coder: MealTableViewController(coder: NSCoder())
      }
    }
  }

  @Test("Every initialiser wires the scene: interactor, presenter, router", arguments: Initialiser.allCases)
  func wiresTheScene(_ initialiser: Initialiser) throws {
    let mealList = try #require(initialiser.make())

    let interactor = try #require(mealList.interactor as? ListMealsInteractor)
    let presenter = try #require(interactor.presenter as? ListMealsPresenter)
    #expect(presenter.viewController === mealList)
    let router = try #require(mealList.router as? ListMealsRouter)
    #expect(router.viewController === mealList)
    #expect(router.dataStore as? ListMealsInteractor === interactor)
  }
}
