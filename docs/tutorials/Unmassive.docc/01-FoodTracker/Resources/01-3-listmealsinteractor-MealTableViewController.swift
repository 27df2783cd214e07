import FoodTrackerKit
import Foundation
import HeadlessUIKit

@MainActor
protocol ListMealsDisplayLogic: AnyObject {
  func displayFetchedMeals(viewModel: ListMeals.FetchMeals.ViewModel)
  func displayAddedMeal(viewModel: ListMeals.AddMeal.ViewModel)
  func displayUpdatedMeal(viewModel: ListMeals.UpdateMeal.ViewModel)
  func displayDeletedMeal(viewModel: ListMeals.DeleteMeal.ViewModel)
}

class MealTableViewController: UITableViewController, ListMealsDisplayLogic {
  var interactor: ListMealsBusinessLogic?
  var dataStore: ListMealsDataStore?

  // MARK: Properties

  private var displayedMeals: [ListMeals.DisplayedMeal] = []

  // MARK: Object lifecycle

  override init(style: UITableView.Style) {
    super.init(style: style)
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
    let interactor = ListMealsInteractor()
    let presenter = ListMealsPresenter()
    viewController.interactor = interactor
    viewController.dataStore = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()

    // Use the edit button item provided by the table view controller.
    navigationItem.leftBarButtonItem = editButtonItem

    fetchMeals()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    // Dispose of any resources that can be recreated.
  }

  // MARK: Fetch meals

  private func fetchMeals() {
    let request = ListMeals.FetchMeals.Request()
    interactor?.fetchMeals(request: request)
  }

  // MARK: Display meals

  func displayFetchedMeals(viewModel: ListMeals.FetchMeals.ViewModel) {
    displayedMeals = viewModel.displayedMeals
    tableView.reloadData()
  }

  func displayAddedMeal(viewModel: ListMeals.AddMeal.ViewModel) {
    displayedMeals.append(viewModel.displayedMeal)
    tableView.insertRows(at: [viewModel.indexPath], with: .automatic)
  }

  func displayUpdatedMeal(viewModel: ListMeals.UpdateMeal.ViewModel) {
    displayedMeals[viewModel.indexPath.row] = viewModel.displayedMeal
    tableView.reloadRows(at: [viewModel.indexPath], with: .none)
  }

  func displayDeletedMeal(viewModel: ListMeals.DeleteMeal.ViewModel) {
    displayedMeals.remove(at: viewModel.indexPath.row)
    tableView.deleteRows(at: [viewModel.indexPath], with: .fade)
  }

  // MARK: - UITableViewDataSource

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return displayedMeals.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // Table view cells are reused and should be dequeued using a cell identifier.
    let cellIdentifier = "MealTableViewCell"

    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        as? MealTableViewCell
    else {
      fatalError("The dequeued cell is not an instance of MealTableViewCell.")
    }

    // Fetches the appropriate meal for the data source layout.
    let displayedMeal = displayedMeals[indexPath.row]

    cell.nameLabel.text = displayedMeal.name
    cell.photoImageView.image = displayedMeal.photo
    cell.ratingControl.rating = displayedMeal.rating

    return cell
  }

  // Override to support conditional editing of the table view.
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    // Return false if you do not want the specified item to be editable.
    return true
  }

  // Override to support editing the table view.
  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      // Delete the meal: the interactor saves the list, then the row goes.
      interactor?.deleteMeal(request: ListMeals.DeleteMeal.Request(index: indexPath.row))
    } else if editingStyle == .insert {
      // Create a new instance of the appropriate class, insert it into the array, and add a new row to the table view
    }
  }

  // MARK: - Navigation

  // In a storyboard-based application, you will often want to do a little preparation before navigation
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)

    switch segue.identifier ?? "" {

    case "AddItem":
      os_log("Adding a new meal.", log: OSLog.default, type: .debug)

    case "ShowDetail":
      guard let mealDetailViewController = segue.destination as? MealViewController else {
        fatalError("Unexpected destination: \(segue.destination)")
      }

      guard let selectedMealCell = sender as? MealTableViewCell else {
        fatalError("Unexpected sender: \(String(describing: sender))")
      }

      guard let indexPath = tableView.indexPath(for: selectedMealCell) else {
        fatalError("The selected cell is not being displayed by the table")
      }

      let selectedMeal = dataStore?.meals[indexPath.row]
      mealDetailViewController.meal = selectedMeal

    default:
      fatalError("Unexpected Segue Identifier; \(String(describing: segue.identifier))")
    }
  }

  // MARK: Actions

  // The storyboard's unwind segue calls this: the one method besides UIKit's overrides that
  // another object needs.
  func unwindToMealList(sender: UIStoryboardSegue) {
    if let sourceViewController = sender.source as? MealViewController, let meal = sourceViewController.meal {

      if let selectedIndexPath = tableView.indexPathForSelectedRow {
        // Update an existing meal.
        let request = ListMeals.UpdateMeal.Request(meal: meal, index: selectedIndexPath.row)
        interactor?.updateMeal(request: request)
      } else {
        // Add a new meal.
        let request = ListMeals.AddMeal.Request(meal: meal)
        interactor?.addMeal(request: request)
      }
    }
  }
}
