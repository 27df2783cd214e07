import RecipesKit
import Testing

@testable import RecipesListRecipesRouter

// The VIP branch's list presenter, alone: a spy in the view controller's place. What it checks
// is the presentation logic: a section is headed by its first recipe's kind (the massive
// controller's header, kept), a recipe shows its name.

@MainActor
@Suite("ListRecipesPresenter (VIP branch)")
struct ListRecipesPresenterTests {
  // MARK: Test doubles

  final class ListRecipesDisplayLogicSpy: ListRecipesDisplayLogic {
    var displayed: [ListRecipes.FetchRecipes.ViewModel] = []

    func displayFetchedRecipes(viewModel: ListRecipes.FetchRecipes.ViewModel) { displayed.append(viewModel) }
  }

  // MARK: Subject under test

  let display = ListRecipesDisplayLogicSpy()
  let presenter = ListRecipesPresenter()

  init() {
    presenter.viewController = display
  }

  static let flan = Recipe(type: .dessert, name: "Flan", description: "Dulce", ingredients: [])

  // MARK: Tests

  @Test(
    "Each section is headed by its first recipe's kind, a Dinner under Lunch included, and lists their names")
  func fetchedRecipes() {
    // Given
    let response = ListRecipes.FetchRecipes.Response(recipes: [RecipeData.recipes, [Self.flan]])

    // When
    presenter.presentFetchedRecipes(response: response)

    // Then
    #expect(
      display.displayed.map(\.displayedSections) == [
        [
          ListRecipes.DisplayedSection(
            type: "Lunch",
            displayedRecipes: [
              ListRecipes.DisplayedRecipe(name: "Empanada"),
              ListRecipes.DisplayedRecipe(name: "Pastel de carne"),
            ]),
          ListRecipes.DisplayedSection(
            type: "Dessert", displayedRecipes: [ListRecipes.DisplayedRecipe(name: "Flan")]),
        ]
      ])
  }

  @Test("The presenter holds its view controller weakly: the scene's owner is the view controller")
  func weakViewController() {
    // Given
    var spy: ListRecipesDisplayLogicSpy? = ListRecipesDisplayLogicSpy()
    weak let released = spy
    presenter.viewController = spy

    // When
    spy = nil

    // Then
    #expect(released == nil)
    #expect(presenter.viewController == nil)
  }
}
