import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: SectionsViewController {

  var recipes = RecipeData.recipes

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    sections = RecipeType.allCases
      .map { type in recipes.filter { $0.type == type } }
      .filter { !$0.isEmpty }
      .map { RecipesSection(recipes: $0, delegate: self) }
  }
}

extension RecipeTableViewController: RecipeActionDelegate {

  func actionDidRequestToOpenRecipe(_ recipe: Recipe) {
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }
}
