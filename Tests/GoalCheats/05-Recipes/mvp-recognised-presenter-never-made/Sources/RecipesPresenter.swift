import RecipesKit

final class RecipesPresenter {
  private(set) var recipes: [[Recipe]] = []

  func viewDidLoad() { recipes = RecipeData.recipes() }
}
