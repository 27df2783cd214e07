import FoodTrackerKit
import Foundation
import HeadlessUIKit

class MealTableViewController: UITableViewController {

  // MARK: Properties

  private var meals = [Meal]()

  // Set by the app delegate, which knows where meals are kept and where logs go.
  var presenter: MealsPresenter!
  var logger: Logger!

  override func viewDidLoad() {
    super.viewDidLoad()

    // Use the edit button item provided by the table view controller.
    navigationItem.leftBarButtonItem = editButtonItem

    logger = (UIApplication.shared.delegate as! AppDelegate).logger
    presenter.viewDidLoad()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    // Dispose of any resources that can be recreated.
  }

  // MARK: - UITableViewDataSource

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return meals.count
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
    let meal = meals[indexPath.row]

    cell.nameLabel.text = meal.name
    cell.photoImageView.image = meal.photo
    cell.ratingControl.rating = meal.rating

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
      // Delete the meal; the presenter saves the list and removes the row.
      presenter.delete(at: indexPath.row)
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
      logger.debug("Adding a new meal.")

      guard let navigationController = segue.destination as? UINavigationController,
        let mealViewController = navigationController.topViewController as? MealViewController
      else {
        fatalError("Unexpected destination: \(segue.destination)")
      }

      mealViewController.logger = logger

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

      let selectedMeal = meals[indexPath.row]
      mealDetailViewController.meal = selectedMeal
      mealDetailViewController.logger = logger

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
        presenter.update(meal, at: selectedIndexPath.row)
      } else {
        // Add a new meal.
        presenter.add(meal)
      }
    }
  }
}

// MARK: - MealsUI

extension MealTableViewController: MealsUI {
  func showItems(_ meals: [Meal]) {
    self.meals = meals
    tableView.reloadData()
  }

  func showAddedItem(_ meal: Meal) {
    let newIndexPath = IndexPath(row: meals.count, section: 0)

    meals.append(meal)
    tableView.insertRows(at: [newIndexPath], with: .automatic)
  }

  func showUpdatedItem(_ meal: Meal, at index: Int) {
    let indexPath = IndexPath(row: index, section: 0)

    meals[index] = meal
    tableView.reloadRows(at: [indexPath], with: .none)
  }

  func removeItem(at index: Int) {
    meals.remove(at: index)
    tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .fade)
  }
}
