import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: UIViewController, RecipesView, UITableViewDelegate, UITableViewDataSource {

  weak var tableView: UITableView!

  private lazy var presenter = RecipesPresenter(view: self, recipes: RecipeData.recipes)

  private var sections: [RecipeSection] = []

  init() { super.init(nibName: "RecipeTableViewController", bundle: nil) }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    tableView.register(RecipeCell.self, forCellReuseIdentifier: "RecipeCell")
    tableView.register(RecipesHeaderCell.self, forCellReuseIdentifier: "RecipesHeaderCell")
    tableView.delegate = self
    tableView.dataSource = self

    presenter.viewDidLoad()
  }

  // MARK: — RecipesView

  func showSections(_ sections: [RecipeSection]) {
    self.sections = sections
    tableView.reloadData()
  }

  func showDetails(of recipe: Recipe) {
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].recipes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let recipe = sections[indexPath.section].recipes[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell") as! RecipeCell
    cell.configureForRecipe(recipe)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return RecipeCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipesHeaderCell") as! RecipesHeaderCell
    cell.configureForType(sections[section].type)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return RecipesHeaderCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.didSelectRecipe(at: indexPath.row, inSection: indexPath.section)
  }

}
