import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeDetailsTableViewController: UIViewController, RecipeDetailsView, UITableViewDataSource,
  UITableViewDelegate
{

  private var presenter: RecipeDetailsPresenter!

  private var sections: [RecipeDetailsSection] = []

  weak var tableView: UITableView!

  init(recipe: Recipe) {
    super.init(nibName: "RecipeDetailsTableViewController", bundle: nil)
    presenter = RecipeDetailsPresenter(view: self, recipe: recipe)
  }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(IngredientsHeaderCell.self, forCellReuseIdentifier: "IngredientsHeaderCell")
    tableView.register(IngredientCell.self, forCellReuseIdentifier: "IngredientCell")
    tableView.register(DescriptionCell.self, forCellReuseIdentifier: "DescriptionCell")
    tableView.delegate = self
    tableView.dataSource = self
    presenter.viewDidLoad()
  }

  // MARK: — RecipeDetailsView

  func showTitle(_ title: String) {
    self.title = title
  }

  func showSections(_ sections: [RecipeDetailsSection]) {
    self.sections = sections
    tableView.reloadData()
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch sections[indexPath.section].rows[indexPath.row] {
    case .ingredient(let ingredient):
      let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell") as! IngredientCell
      cell.configureForIngredient(ingredient)
      return cell
    case .description(let description):
      let cell = tableView.dequeueReusableCell(withIdentifier: "DescriptionCell") as! DescriptionCell
      cell.configureForDescription(description)
      return cell
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    switch sections[indexPath.section].rows[indexPath.row] {
    case .ingredient: return IngredientCell.cellHeight()
    case .description: return DescriptionCell.cellHeight()
    }
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    if sections[section].hasIngredientsHeader {
      return tableView.dequeueReusableCell(withIdentifier: "IngredientsHeaderCell") as! IngredientsHeaderCell
    }
    return nil
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    if sections[section].hasIngredientsHeader { return IngredientsHeaderCell.cellHeight() }
    return 0.01
  }
}
