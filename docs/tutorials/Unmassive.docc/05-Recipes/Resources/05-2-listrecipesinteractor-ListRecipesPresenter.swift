import RecipesKit

@MainActor
protocol ListRecipesPresentationLogic {
  func presentFetchedRecipes(response: ListRecipes.FetchRecipes.Response)
}

/// The scene's presentation logic: a section is headed by its first recipe's kind of meal, a
/// recipe shows its name.
@MainActor
final class ListRecipesPresenter: ListRecipesPresentationLogic {
  weak var viewController: ListRecipesDisplayLogic?

  // MARK: Fetch recipes

  func presentFetchedRecipes(response: ListRecipes.FetchRecipes.Response) {
    let displayedSections = response.recipes.map(displayedSection)
    let viewModel = ListRecipes.FetchRecipes.ViewModel(displayedSections: displayedSections)
    viewController?.displayFetchedRecipes(viewModel: viewModel)
  }

  // MARK: Displayed values

  private func displayedSection(_ recipes: [Recipe]) -> ListRecipes.DisplayedSection {
    // The massive controller's header: the first recipe's kind, whatever the others are.
    ListRecipes.DisplayedSection(
      type: recipes.first!.type.rawValue,
      displayedRecipes: recipes.map { ListRecipes.DisplayedRecipe(name: $0.name) })
  }
}
