import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: SectionsViewController {

  var recipes = RecipeData.recipes

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    sections = [RecipesSection(recipes: recipes, delegate: self)]
  }
}

extension RecipeTableViewController: RecipeActionDelegate {

  func actionDidRequestToOpenRecipe(_ recipe: Recipe) {
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }
}
