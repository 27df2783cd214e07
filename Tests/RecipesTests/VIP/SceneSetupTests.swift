import Foundation
import HeadlessUIKit
import Testing

@testable import RecipesListRecipesRouter

// Clean Swift's setup: whichever initialiser makes a scene's controller, its setup() wires the
// interactor and the router, so that a controller made by a storyboard (init?(coder:)) or a nib
// works as well as the one the app makes with init().

/// An initialiser of a view controller, as UIKit or the app calls it.
enum Initialiser: String, CaseIterable, CustomStringConvertible {
  case plain, nib, coder

  var description: String { rawValue }
}

@MainActor
struct SceneSetupTests {
  @Test(arguments: Initialiser.allCases)
  func everyInitialiserSetsTheListSceneUp(initialiser: Initialiser) throws {
    let made: RecipeTableViewController? =
      switch initialiser {
      case .plain: RecipeTableViewController()
      case .nib: RecipeTableViewController(nibName: nil, bundle: nil)
      case .coder: RecipeTableViewController(coder: NSCoder())
      }
    let controller = try #require(made)
    #expect(controller.interactor != nil)
    #expect(controller.router != nil)
  }

  @Test(arguments: Initialiser.allCases)
  func everyInitialiserSetsTheDetailsSceneUp(initialiser: Initialiser) throws {
    let made: RecipeDetailsTableViewController? =
      switch initialiser {
      case .plain: RecipeDetailsTableViewController()
      case .nib: RecipeDetailsTableViewController(nibName: nil, bundle: nil)
      case .coder: RecipeDetailsTableViewController(coder: NSCoder())
      }
    let controller = try #require(made)
    #expect(controller.interactor != nil)
    #expect(controller.router != nil)
  }
}
