import Foundation
import HeadlessUIKit
import RecipesKit

@MainActor
protocol ListRecipesDisplayLogic: AnyObject {
  func displayFetchedRecipes(viewModel: ListRecipes.FetchRecipes.ViewModel)
}

class RecipeTableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource,
  ListRecipesDisplayLogic
{
  var interactor: ListRecipesBusinessLogic?
  var dataStore: ListRecipesDataStore?

  weak var tableView: UITableView!

  private var displayedSections: [ListRecipes.DisplayedSection] = []

  // MARK: Object lifecycle

  init() {
    super.init(nibName: "RecipeTableViewController", bundle: nil)
    setup()
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  // MARK: Setup

  private func setup() {
    let viewController = self
    let interactor = ListRecipesInteractor()
    let presenter = ListRecipesPresenter()
    viewController.interactor = interactor
    viewController.dataStore = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"

    tableView.register(RecipeCell.self, forCellReuseIdentifier: "RecipeCell")
    tableView.register(RecipesHeaderCell.self, forCellReuseIdentifier: "RecipesHeaderCell")
    tableView.delegate = self
    tableView.dataSource = self

    fetchRecipes()
  }

  // MARK: Fetch recipes

  private func fetchRecipes() {
    let request = ListRecipes.FetchRecipes.Request()
    interactor?.fetchRecipes(request: request)
  }

  // MARK: Display recipes

  func displayFetchedRecipes(viewModel: ListRecipes.FetchRecipes.ViewModel) {
    displayedSections = viewModel.displayedSections
    tableView.reloadData()
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return displayedSections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let section = displayedSections[section]
    return section.displayedRecipes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let section = displayedSections[indexPath.section]
    let displayedRecipe = section.displayedRecipes[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell") as! RecipeCell
    cell.configureForRecipe(displayedRecipe)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return RecipeCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let section = displayedSections[section]
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipesHeaderCell") as! RecipesHeaderCell
    cell.configureForType(section.type)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return RecipesHeaderCell.cellHeight()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let recipe = dataStore!.recipes[indexPath.section][indexPath.row]
    let vc = RecipeDetailsTableViewController(recipe: recipe)
    navigationController?.pushViewController(vc, animated: true)
  }

}
