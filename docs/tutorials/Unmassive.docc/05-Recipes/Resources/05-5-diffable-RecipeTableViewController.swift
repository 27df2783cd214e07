import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeTableViewController: UIViewController, UITableViewDelegate {

  weak var tableView: UITableView!

  private var dataSource: UITableViewDiffableDataSource<RecipeType, Recipe>!

  init() { super.init(nibName: "RecipeTableViewController", bundle: nil) }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    tableView.register(RecipeCell.self, forCellReuseIdentifier: "RecipeCell")
    tableView.register(RecipesHeaderCell.self, forCellReuseIdentifier: "RecipesHeaderCell")
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, recipe in
      let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell") as! RecipeCell
      cell.configureForRecipe(recipe)
      return cell
    }

    let recipes = RecipeData.recipes
    var snapshot = NSDiffableDataSourceSnapshot<RecipeType, Recipe>()
    snapshot.appendSections([recipes.first!.type])
    snapshot.appendItems(recipes)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  // MARK: — UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return RecipeCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipesHeaderCell") as! RecipesHeaderCell
    cell.configureForType(dataSource.sectionIdentifier(for: section))
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return RecipesHeaderCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let recipe = dataSource.itemIdentifier(for: indexPath) else { return }
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }

}
