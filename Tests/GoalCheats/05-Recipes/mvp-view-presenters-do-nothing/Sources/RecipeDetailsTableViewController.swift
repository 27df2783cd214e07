import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeDetailsTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

  var recipe: Recipe

  weak var tableView: UITableView!

  init(recipe: Recipe) {
    self.recipe = recipe
    super.init(nibName: "RecipeDetailsTableViewController", bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  let presenter = RecipeDetailsPresenter()

  override func viewDidLoad() {
    presenter.viewDidLoad()
    super.viewDidLoad()
    title = recipe.name
    tableView.register(IngredientsHeaderCell.self, forCellReuseIdentifier: "IngredientsHeaderCell")
    tableView.register(IngredientCell.self, forCellReuseIdentifier: "IngredientCell")
    tableView.register(DescriptionCell.self, forCellReuseIdentifier: "DescriptionCell")
    tableView.delegate = self
    tableView.dataSource = self
    tableView.reloadData()
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    if section == 0 { return recipe.ingredients.count }
    return 1
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.section == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell") as! IngredientCell
      cell.configureForIngredient(recipe.ingredients[indexPath.row])
      return cell
    } else {
      let cell = tableView.dequeueReusableCell(withIdentifier: "DescriptionCell") as! DescriptionCell
      cell.configureForDescription(recipe.description)
      return cell
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if indexPath.section == 0 { return IngredientCell.cellHeight() }
    return DescriptionCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    if section == 0 {
      return tableView.dequeueReusableCell(withIdentifier: "IngredientsHeaderCell") as! IngredientsHeaderCell
    }
    return nil
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    if section == 0 { return IngredientsHeaderCell.cellHeight() }
    return 0.01
  }
}
