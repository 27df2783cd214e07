import HeadlessInterfaceBuilder
import HeadlessUIKit

/// Main.storyboard, written out in code: the scenes with their content and bar buttons, the
/// segues between them and the unwind action that Save's "Exit" connection reaches.
@MainActor
func makeMainStoryboard() -> StoryboardFile {
  StoryboardFile(
    name: "Main", initialScene: "MealListNavigationController",
    scenes: [
      .navigation("MealListNavigationController", root: "MealTableViewController"),

      .scene("MealTableViewController") {
        let mealList = MealTableViewController()
        mealList.navigationItem.title = "Your Meals"
        let addButton = UIBarButtonItem(systemItem: .add)
        addButton.accessibilityIdentifier = "addButton"
        mealList.navigationItem.rightBarButtonItem = addButton
        return mealList
      }
      .content { (mealList: MealTableViewController, _) in
        mealList.tableView.rowHeight = 90
      }
      .prototypeCell("MealTableViewCell", MealTableViewCell.self) { cell in
        // The photo on the left, the name above a rating control that only displays.
        cell.photoImageView = UIImageView(image: UIImage(named: "defaultPhoto"))
        cell.nameLabel = UILabel()
        cell.ratingControl = RatingControl()
        cell.ratingControl.isUserInteractionEnabled = false
        cell.contentView.addSubview(cell.photoImageView)
        cell.contentView.addSubview(cell.nameLabel)
        cell.contentView.addSubview(cell.ratingControl)
      }
      .segue("AddItem", .presentModally(), to: "AddMealNavigationController", trigger: .tapping("addButton"))
      .segue("ShowDetail", .show, to: "MealViewController", trigger: .selectingCell("MealTableViewCell"))
      .unwindAction("unwindToMealList:") { (mealList: MealTableViewController, segue) in
        mealList.unwindToMealList(sender: segue)
      },

      .navigation("AddMealNavigationController", root: "MealViewController"),

      .scene("MealViewController") {
        let meal = MealViewController()
        meal.navigationItem.title = "New Meal"
        meal.navigationItem.leftBarButtonItem = UIBarButtonItem(
          systemItem: .cancel,
          primaryAction: UIAction { [unowned meal] action in
            meal.cancel(action.sender as! UIBarButtonItem)
          })
        meal.saveButton = UIBarButtonItem(systemItem: .save)
        meal.saveButton.accessibilityIdentifier = "saveButton"
        meal.navigationItem.rightBarButtonItem = meal.saveButton
        return meal
      }
      .content { (meal: MealViewController, view) in
        // The name field, the photo and the rating in a vertical stack. (The photo takes no taps:
        // there is no photo library here.)
        meal.nameTextField = UITextField()
        meal.nameTextField.placeholder = "Enter meal name"
        meal.nameTextField.borderStyle = .roundedRect
        meal.nameTextField.returnKeyType = .done
        meal.nameTextField.enablesReturnKeyAutomatically = true
        meal.photoImageView = UIImageView(image: UIImage(named: "defaultPhoto"))
        meal.ratingControl = RatingControl()
        let stackView = UIStackView(arrangedSubviews: [
          meal.nameTextField, meal.photoImageView, meal.ratingControl,
        ])
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.alignment = .center
        view.addSubview(stackView)
      }
      .unwindSegue(action: "unwindToMealList:", trigger: .tapping("saveButton")),
    ])
}
