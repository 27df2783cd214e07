import RecipesKit
import Testing

@testable import RecipesListRecipesRouter

// The VIP branch's details presenter, alone: a spy in the view controller's place. A recipe
// becomes the title and the sections the details show: the ingredients' rows (Empanada's Harina
// twice), then the description; which section is which is the presenter's to say.

@MainActor
@Suite("ShowRecipePresenter (VIP branch)")
struct ShowRecipePresenterTests {
  // MARK: Test doubles

  final class ShowRecipeDisplayLogicSpy: ShowRecipeDisplayLogic {
    var displayed: [ShowRecipe.GetRecipe.ViewModel] = []

    func displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel) { displayed.append(viewModel) }
  }

  // MARK: Subject under test

  let display = ShowRecipeDisplayLogicSpy()
  let presenter = ShowRecipePresenter()

  init() {
    presenter.viewController = display
  }

  // MARK: Tests

  @Test(
    "A recipe is displayed as its name, then its ingredients' names in order, then its description",
    arguments: zip(RecipeData.recipes, [["Harina", "Harina"], ["Harina"]]))
  func presentRecipe(recipe: Recipe, ingredients: [String]) {
    // When
    presenter.presentRecipe(response: ShowRecipe.GetRecipe.Response(recipe: recipe))

    // Then
    #expect(
      display.displayed.map(\.displayedRecipe) == [
        ShowRecipe.DisplayedRecipe(
          name: recipe.name,
          displayedSections: [
            .ingredients(ingredients.map { ShowRecipe.DisplayedIngredient(name: $0) }),
            .description(recipe.description),
          ])
      ])
  }

  @Test("The presenter holds its view controller weakly: the scene's owner is the view controller")
  func weakViewController() {
    // Given
    var spy: ShowRecipeDisplayLogicSpy? = ShowRecipeDisplayLogicSpy()
    weak let released = spy
    presenter.viewController = spy

    // When
    spy = nil

    // Then
    #expect(released == nil)
    #expect(presenter.viewController == nil)
  }
}
