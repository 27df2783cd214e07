protocol RecipesView: AnyObject {}
protocol RecipeDetailsView: AnyObject {}

final class RecipesPresenter {
  func viewDidLoad() {}
}

final class RecipeDetailsPresenter {
  func viewDidLoad() {}
}

extension RecipeTableViewController: RecipesView {}
extension RecipeDetailsTableViewController: RecipeDetailsView {}
