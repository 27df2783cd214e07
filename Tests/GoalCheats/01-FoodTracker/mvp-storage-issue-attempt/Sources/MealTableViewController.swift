import FoodTrackerKit
import Foundation
import HeadlessUIKit

class MealTableViewController: UITableViewController, Nothing {

  // MARK: Properties

  var meals = [Meal]()

  override func viewDidLoad() {
    super.viewDidLoad()

    // Use the edit button item provided by the table view controller.
    navigationItem.leftBarButtonItem = editButtonItem

    // Load any saved meals, otherwise load sample data.
    if let savedMeals = loadMeals() {
      meals += savedMeals
    } else {
      // Load the sample data.
      meals += loadSampleMeals()
    }
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    // Dispose of any resources that can be recreated.
  }

  // MARK: - Table view data source

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
      // Delete the row from the data source
      meals.remove(at: indexPath.row)
      saveMeals(meals)
      tableView.deleteRows(at: [indexPath], with: .fade)
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

      let selectedMeal = meals[indexPath.row]
      mealDetailViewController.meal = selectedMeal

    default:
      fatalError("Unexpected Segue Identifier; \(String(describing: segue.identifier))")
    }
  }

  // MARK: Actions

  func unwindToMealList(sender: UIStoryboardSegue) {
    if let sourceViewController = sender.source as? MealViewController, let meal = sourceViewController.meal {

      if let selectedIndexPath = tableView.indexPathForSelectedRow {
        // Update an existing meal.
        meals[selectedIndexPath.row] = meal
        tableView.reloadRows(at: [selectedIndexPath], with: .none)
      } else {
        // Add a new meal.
        let newIndexPath = IndexPath(row: meals.count, section: 0)

        meals.append(meal)
        tableView.insertRows(at: [newIndexPath], with: .automatic)
      }

      // Save the meals.
      saveMeals(meals)
    }
  }
}
