import Foundation
import HeadlessUIKit
import RecipesKit

@MainActor
protocol ShowRecipeDisplayLogic: AnyObject {
  func displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel)
}

class RecipeDetailsTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  ShowRecipeDisplayLogic
{
  var interactor: ShowRecipeBusinessLogic?
  var router: ShowRecipeDataPassing?

  weak var tableView: UITableView!

  private var displayedSections: [ShowRecipe.DisplayedSection] = []

  // MARK: Object lifecycle

  init() {
    super.init(nibName: "RecipeDetailsTableViewController", bundle: nil)
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
    let interactor = ShowRecipeInteractor()
    let presenter = ShowRecipePresenter()
    let router = ShowRecipeRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(IngredientsHeaderCell.self, forCellReuseIdentifier: "IngredientsHeaderCell")
    tableView.register(IngredientCell.self, forCellReuseIdentifier: "IngredientCell")
    tableView.register(DescriptionCell.self, forCellReuseIdentifier: "DescriptionCell")
    tableView.delegate = self
    tableView.dataSource = self
    getRecipe()
  }

  // MARK: Get recipe

  private func getRecipe() {
    let request = ShowRecipe.GetRecipe.Request()
    interactor?.getRecipe(request: request)
  }

  // MARK: Display recipe

  func displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel) {
    let displayedRecipe = viewModel.displayedRecipe
    title = displayedRecipe.name
    displayedSections = displayedRecipe.displayedSections
    tableView.reloadData()
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return displayedSections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch displayedSections[section] {
    case .ingredients(let displayedIngredients): return displayedIngredients.count
    case .description: return 1
    }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch displayedSections[indexPath.section] {
    case .ingredients(let displayedIngredients):
      let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell") as! IngredientCell
      cell.configureForIngredient(displayedIngredients[indexPath.row])
      return cell
    case .description(let displayedDescription):
      let cell = tableView.dequeueReusableCell(withIdentifier: "DescriptionCell") as! DescriptionCell
      cell.configureForDescription(displayedDescription)
      return cell
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    switch displayedSections[indexPath.section] {
    case .ingredients: return IngredientCell.cellHeight()
    case .description: return DescriptionCell.cellHeight()
    }
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    switch displayedSections[section] {
    case .ingredients:
      return tableView.dequeueReusableCell(withIdentifier: "IngredientsHeaderCell") as! IngredientsHeaderCell
    case .description: return nil
    }
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    switch displayedSections[section] {
    case .ingredients: return IngredientsHeaderCell.cellHeight()
    case .description: return 0.01
    }
  }
}
