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
    sections = [
      IngredientSection(ingredients: recipe.ingredients),
      DescriptionSection(description: recipe.description),
    ]
  }
}
