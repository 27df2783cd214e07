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

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let row = rowForIndexPath(indexPath) as! RecipeRow
    let vc = RecipeDetailsTableViewController(recipe: row.recipe)
    navigationController?.pushViewController(vc, animated: true)
  }
}
