import Foundation
import HeadlessAutomation
import HeadlessUIKit
import RecipesKit
import Testing

@testable import RecipesListRecipesRouter

// The VIP branch's list router: the details are handed the recipe of the selected row, read
// from the list's data store (a stub here), not from the table; then they are pushed.

@MainActor
@Suite("ListRecipesRouter (VIP branch)")
struct ListRecipesRouterTests {
  // MARK: Test doubles

  struct ListRecipesDataStoreStub: ListRecipesDataStore {
    var recipes: [[Recipe]]
  }

  static func recipe(_ name: String, _ type: RecipeType) -> Recipe {
    Recipe(type: type, name: name, description: "", ingredients: [])
  }

  /// Two sections, none of them the app's recipes: what the details get can only come from here.
  let dataStore = ListRecipesDataStoreStub(recipes: [
    [recipe("Flan", .dessert), recipe("Alfajor", .dessert)], [recipe("Locro", .lunch)],
  ])

  /// The list in its navigation controller, in a launched app (its nib is the app's), showing
  /// the stub's two sections, with `selection` selected; and its router, reading the stub. The
  /// caller keeps the navigation controller and the list: the router holds the list weakly.
  func list(selecting selection: IndexPath) -> (
    HeadlessApp, UINavigationController, RecipeTableViewController, ListRecipesRouter
  ) {
    let app = applicationMain(in: try! RecipesWorld())
    let list = RecipeTableViewController()
    let navigationController = UINavigationController(rootViewController: list)
    list.loadViewIfNeeded()
    list.displayFetchedRecipes(
      viewModel: ListRecipes.FetchRecipes.ViewModel(
        displayedSections: dataStore.recipes.map { section in
          ListRecipes.DisplayedSection(
            type: "", displayedRecipes: section.map { ListRecipes.DisplayedRecipe(name: $0.name) })
        }))
    list.tableView.selectRow(at: selection, animated: false, scrollPosition: .none)
    let router = ListRecipesRouter()
    router.viewController = list
    router.dataStore = dataStore
    return (app, navigationController, list, router)
  }

  // MARK: Tests

  @Test(
    "The details' data store is handed the data store's recipe at the selected row",
    arguments: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
  func passDataToShowRecipe(selection: IndexPath) {
    // Given
    let (app, navigationController, list, router) = list(selecting: selection)
    var destination: ShowRecipeDataStore = ShowRecipeInteractor()

    // When
    router.passDataToShowRecipe(source: dataStore, destination: &destination)

    // Then
    #expect(destination.recipe == dataStore.recipes[selection.section][selection.row])
    #expect(navigationController.topViewController === list, "passing data pushes nothing")
    #expect(app.crash == nil)
  }

  @Test("Routing pushes the details, their data store holding the selected recipe")
  func routeToShowRecipe() throws {
    // Given
    let (app, navigationController, list, router) = list(selecting: IndexPath(row: 0, section: 1))

    // When
    router.routeToShowRecipe()

    // Then
    let details = try #require(navigationController.topViewController as? RecipeDetailsTableViewController)
    #expect(details.router?.dataStore?.recipe == dataStore.recipes[1][0])
    #expect(list.router?.dataStore is ListRecipesInteractor, "the scene passes from its interactor")
    #expect(app.crash == nil)
  }
}
