import Foundation
import HeadlessAutomation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import RecipesKit
import Testing

@testable import RecipesViewData

// The view-data branch keeps step 4's generic sections: what the GenericSections tests check of
// 4-Fixes, checked of its copy here, where `workbook mutate 05 --variant 5-ViewData` looks.

/// An app whose window shows one of the view-data branch's SectionsViewController.
final class ViewDataSectionsAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  let controller = SectionsViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
struct ViewDataSectionsTests {
  nonisolated static func recipe(_ name: String, _ type: RecipeType) -> Recipe {
    Recipe(type: type, name: name, description: "", ingredients: [])
  }

  /// No recipe, one and two: each edge of "has a first recipe" and its neighbours.
  @Test(
    arguments: [
      ([], nil, 0.01),
      ([recipe("Flan", .dessert)], RecipeType.dessert, 50),
      ([recipe("Empanada", .lunch), recipe("Flan", .dessert)], .lunch, 50),
    ] as [([Recipe], RecipeType?, CGFloat)])
  func theSectionIsHeadedByItsFirstRecipesKind(recipes: [Recipe], type: RecipeType?, headerHeight: CGFloat) {
    let section = RecipesSection(recipes: recipes, delegate: nil)
    #expect(section.type == type)
    #expect(section.headerHeight == headerHeight)
    #expect(section.rows.count == recipes.count)
  }

  @Test("Setting sections on a table already shown shows them at once")
  func newSectionsShowAtOnce() {
    let delegate = ViewDataSectionsAppDelegate()
    let app = HeadlessApp.launch(delegate, bundle: AppBundle(nibs: [.sectionsViewController]))
    defer { app.terminate() }
    delegate.controller.sections = [RecipesSection(recipes: [Self.recipe("Flan", .dessert)], delegate: nil)]
    #expect(app.tables.first?.sections.flatMap(\.cells).map { $0?.staticTexts } == [["Flan"]])
    #expect(app.crash == nil)
  }
}
