import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {

  weak var tableView: UITableView!

  var recipesWorker = RecipesWorker()

  var recipes: [[Recipe]] = [[]] { didSet { tableView.reloadData() } }

  init() { super.init(nibName: "RecipeTableViewController", bundle: nil) }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    tableView.register(RecipeCell.self, forCellReuseIdentifier: "RecipeCell")
    tableView.register(RecipesHeaderCell.self, forCellReuseIdentifier: "RecipesHeaderCell")
    tableView.delegate = self
    tableView.dataSource = self

    recipes = [recipesWorker.fetchRecipes()]
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return recipes.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let section = recipes[section]
    return section.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let section = recipes[indexPath.section]
    let recipe = section[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell") as! RecipeCell
    cell.configureForRecipe(recipe)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return RecipeCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let section = recipes[section]
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipesHeaderCell") as! RecipesHeaderCell
    cell.configureForType(section.first!.type)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return RecipesHeaderCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let section = recipes[indexPath.section]
    let recipe = section[indexPath.row]
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }

}
