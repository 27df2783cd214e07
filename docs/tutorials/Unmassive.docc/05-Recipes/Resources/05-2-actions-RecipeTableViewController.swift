import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: SectionsViewController {

  var recipes = RecipeData.recipes

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    tableView.register(RecipeCell.self, forCellReuseIdentifier: "RecipeCell")
    tableView.register(RecipesHeaderCell.self, forCellReuseIdentifier: "RecipesHeaderCell")

    sections = [RecipesSection(recipes: recipes)]
  }
}

extension RecipeTableViewController: RecipeActionDelegate {

  func actionDidRequestToOpenRecipe(_ recipe: Recipe) {
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }
}
