import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeDetailsTableViewController: SectionsViewController {

  var recipe: Recipe

  init(recipe: Recipe) {
    self.recipe = recipe
    super.init()
  }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = recipe.name
    tableView.register(IngredientsHeaderCell.self, forCellReuseIdentifier: "IngredientsHeaderCell")
    tableView.register(IngredientCell.self, forCellReuseIdentifier: "IngredientCell")
    tableView.register(DescriptionCell.self, forCellReuseIdentifier: "DescriptionCell")
    sections = [
      IngredientSection(ingredients: recipe.ingredients),
      DescriptionSection(description: recipe.description),
    ]
  }
}
