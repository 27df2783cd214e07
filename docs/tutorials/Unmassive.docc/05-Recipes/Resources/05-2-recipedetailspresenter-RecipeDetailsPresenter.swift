import RecipesKit

/// Decides what a recipe's details show: the recipe's name as the title, its ingredients under
/// the ingredients' header, then its description under no header.
@MainActor
final class RecipeDetailsPresenter {
  private weak var view: (any RecipeDetailsView)?

  private let recipe: Recipe

  /// A presenter for this view, showing this recipe.
  init(view: any RecipeDetailsView, recipe: Recipe) {
    self.view = view
    self.recipe = recipe
  }

  // MARK: View lifecycle

  /// The details have loaded: they show the recipe.
  func viewDidLoad() {
    view?.showTitle(recipe.name)
    let ingredients = recipe.ingredients.map(RecipeDetailsRow.ingredient)
    view?.showSections([
      RecipeDetailsSection(hasIngredientsHeader: true, rows: ingredients),
      RecipeDetailsSection(hasIngredientsHeader: false, rows: [.description(recipe.description)]),
    ])
  }
}
