import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit

// A small FoodTracker-shaped app, written the way a chapter writes UIKit code: a storyboard
// declared in code, a table of meals with a prototype cell, an add flow presented modally and an
// edit flow pushed, both unwinding to the list.

struct Meal: Equatable {
  var name: String
  var rating: Int
}

/// Five star buttons in a horizontal stack, as FoodTracker's rating control.
final class RatingControl: UIStackView {
  private var ratingButtons: [UIButton] = []
  var rating = 0 {
    didSet { updateButtonSelectionStates() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupButtons()
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    setupButtons()
  }

  private func setupButtons() {
    for starNumber in 1...5 {
      let button = UIButton(type: .custom)
      button.setImage(UIImage(named: "emptyStar"), for: .normal)
      button.setImage(UIImage(named: "filledStar"), for: .selected)
      button.setImage(UIImage(named: "highlightedStar"), for: .highlighted)
      button.setImage(UIImage(named: "highlightedStar"), for: [.highlighted, .selected])
      button.accessibilityLabel = "Set \(starNumber) star rating"
      button.heightAnchor.constraint(equalToConstant: 44).isActive = true
      button.addAction(
        UIAction { [unowned self] action in
          // Views are equal by identity, as NSObjects are.
          guard let tapped = action.sender as? UIButton, let index = ratingButtons.firstIndex(of: tapped)
          else {
            return
          }
          let selectedRating = index + 1
          rating = selectedRating == rating ? 0 : selectedRating
        },
        for: .touchUpInside)
      addArrangedSubview(button)
      ratingButtons.append(button)
    }
    updateButtonSelectionStates()
  }

  private func updateButtonSelectionStates() {
    for (index, button) in ratingButtons.enumerated() {
      button.isSelected = index < rating
    }
  }
}

final class MealTableViewCell: UITableViewCell {
  let nameLabel = UILabel()
  let photoImageView = UIImageView(image: nil)
  let ratingControl = RatingControl()

  override func awakeFromNib() {
    super.awakeFromNib()
    contentView.addSubview(photoImageView)
    contentView.addSubview(nameLabel)
    contentView.addSubview(ratingControl)
  }
}

final class MealTableViewController: UITableViewController {
  var meals = [Meal(name: "Caprese Salad", rating: 4), Meal(name: "Chicken and Potatoes", rating: 5)]
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Your Meals"
    navigationItem.leftBarButtonItem = editButtonItem
    let addButton = UIBarButtonItem(systemItem: .add)
    addButton.accessibilityIdentifier = "addButton"
    navigationItem.rightBarButtonItem = addButton
    tableView.rowHeight = 90
  }

  override func viewWillAppear(_ animated: Bool) {
    events.append(
      "list will appear, selected \(tableView.indexPathForSelectedRow.map { "\($0.row)" } ?? "none")")
    super.viewWillAppear(animated)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    meals.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MealTableViewCell", for: indexPath)
    guard let mealCell = cell as? MealTableViewCell else { return cell }
    let meal = meals[indexPath.row]
    mealCell.nameLabel.text = meal.name
    mealCell.photoImageView.image = UIImage(named: "defaultPhoto")
    mealCell.ratingControl.rating = meal.rating
    return mealCell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    meals.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    events.append("prepare \(segue.identifier ?? "unnamed")")
    guard segue.identifier == "ShowDetail" else { return }
    guard let detail = segue.destination as? MealViewController,
      let cell = sender as? MealTableViewCell,
      let indexPath = tableView.indexPath(for: cell)
    else {
      events.append("prepare: unexpected sender \(String(describing: sender))")
      return
    }
    detail.meal = meals[indexPath.row]
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("did select \(indexPath.row)")
  }

  /// The unwind action (an @IBAction in UIKit).
  func unwindToMealList(sender: UIStoryboardSegue) {
    guard let source = sender.source as? MealViewController, let meal = source.meal else { return }
    if let selectedIndexPath = tableView.indexPathForSelectedRow {
      events.append("unwind: update row \(selectedIndexPath.row)")
      meals[selectedIndexPath.row] = meal
      tableView.reloadRows(at: [selectedIndexPath], with: .none)
    } else {
      events.append("unwind: add")
      let newIndexPath = IndexPath(row: meals.count, section: 0)
      meals.append(meal)
      tableView.insertRows(at: [newIndexPath], with: .automatic)
    }
  }
}

final class MealViewController: UIViewController, UITextFieldDelegate {
  var meal: Meal?
  let nameTextField = UITextField()
  let mealNameLabel = UILabel()
  let ratingControl = RatingControl()
  let saveButton = UIBarButtonItem(systemItem: .save)

  override func loadView() {
    view = UIView()
    let stack = UIStackView(arrangedSubviews: [nameTextField, mealNameLabel, ratingControl])
    stack.axis = .vertical
    view.addSubview(stack)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameTextField.delegate = self
    nameTextField.placeholder = "Enter meal name"
    nameTextField.accessibilityIdentifier = "nameTextField"
    mealNameLabel.text = "Meal Name"
    saveButton.accessibilityIdentifier = "saveButton"
    navigationItem.rightBarButtonItem = saveButton
    let cancel = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in self.cancel() })
    navigationItem.leftBarButtonItem = cancel
    if let meal {
      navigationItem.title = meal.name
      nameTextField.text = meal.name
      ratingControl.rating = meal.rating
    } else {
      navigationItem.title = "New Meal"
    }
    updateSaveButtonState()
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    saveButton.isEnabled = false
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    updateSaveButtonState()
    navigationItem.title = textField.text
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard let button = sender as? UIBarButtonItem, button === saveButton else { return }
    meal = Meal(name: nameTextField.text ?? "", rating: ratingControl.rating)
  }

  private func cancel() {
    if presentingViewController is UINavigationController {
      dismiss(animated: true)
    } else if let navigationController {
      navigationController.popViewController(animated: true)
    }
  }

  private func updateSaveButtonState() {
    saveButton.isEnabled = !(nameTextField.text ?? "").isEmpty
  }
}

@MainActor
func mealStoryboard() -> StoryboardFile {
  StoryboardFile(
    name: "Main", initialScene: "Meals",
    scenes: [
      .navigation("Meals", root: "MealList"),
      .scene("MealList") { MealTableViewController() }
        .prototypeCell("MealTableViewCell", MealTableViewCell.self)
        .segue("AddItem", .presentModally(), to: "AddMeal", trigger: .tapping("addButton"))
        .segue("ShowDetail", .show, to: "MealDetail", trigger: .selectingCell("MealTableViewCell"))
        .unwindAction("unwindToMealList:") { (list: MealTableViewController, segue) in
          list.unwindToMealList(sender: segue)
        },
      .navigation("AddMeal", root: "MealDetail"),
      .scene("MealDetail") { MealViewController() }
        .unwindSegue(action: "unwindToMealList:", trigger: .tapping("saveButton")),
    ])
}

@MainActor
func launchMealApp() -> HeadlessApp {
  HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: mealStoryboard())
}

extension HeadlessApp {
  /// The meal list of the launched meal app.
  var mealList: MealTableViewController {
    (window!.rootViewController as! UINavigationController).viewControllers[0] as! MealTableViewController
  }
}
