import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeDetailsTableViewController: UIViewController, UITableViewDelegate {

  var recipe: Recipe

  weak var tableView: UITableView!

  private var dataSource: UITableViewDiffableDataSource<RecipeDetailsSection, RecipeDetailsItem>!

  init(recipe: Recipe) {
    self.recipe = recipe
    super.init(nibName: "RecipeDetailsTableViewController", bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = recipe.name
    tableView.register(IngredientsHeaderCell.self, forCellReuseIdentifier: "IngredientsHeaderCell")
    tableView.register(IngredientCell.self, forCellReuseIdentifier: "IngredientCell")
    tableView.register(DescriptionCell.self, forCellReuseIdentifier: "DescriptionCell")
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
      switch item {
      case .ingredient(let ingredient, _):
        let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell") as! IngredientCell
        cell.configureForIngredient(ingredient)
        return cell
      case .description(let description):
        let cell = tableView.dequeueReusableCell(withIdentifier: "DescriptionCell") as! DescriptionCell
        cell.configureForDescription(description)
        return cell
      }
    }

    var snapshot = NSDiffableDataSourceSnapshot<RecipeDetailsSection, RecipeDetailsItem>()
    snapshot.appendSections([.ingredients, .description])
    snapshot.appendItems(
      recipe.ingredients.enumerated().map { .ingredient($1, position: $0) }, toSection: .ingredients)
    snapshot.appendItems([.description(recipe.description)], toSection: .description)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  // MARK: — UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if dataSource.sectionIdentifier(for: indexPath.section) == .ingredients {
      return IngredientCell.cellHeight()
    }
    return DescriptionCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    if dataSource.sectionIdentifier(for: section) == .ingredients {
      return tableView.dequeueReusableCell(withIdentifier: "IngredientsHeaderCell") as! IngredientsHeaderCell
    }
    return nil
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    if dataSource.sectionIdentifier(for: section) == .ingredients {
      return IngredientsHeaderCell.cellHeight()
    }
    return 0.01
  }
}
