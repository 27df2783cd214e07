import HeadlessUIKit
import MegaControllerKit

class AddViewController: UIViewController {

  // @IBOutlets, connected by the Interface Builder layout below.
  weak var textField: UITextField!
  weak var datePicker: UIDatePicker!

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: - Interface Builder's layout

  /// The scene as Main.storyboard lays it out: a dimmed backdrop and a white card holding a bar
  /// titled "New Task" with Done, the title field, and the due-date picker (dates only, set to
  /// now, as a picker is when it loads).
  override func loadView() {
    view = UIView()
    view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.16)
    let card = UIView()
    card.backgroundColor = .white
    view.addSubview(card)

    let navigationBar = UINavigationBar()
    let navigationItem = UINavigationItem(title: "New Task")
    let doneButton = UIBarButtonItem(systemItem: .done)
    doneButton.accessibilityIdentifier = "Done"
    navigationItem.rightBarButtonItem = doneButton
    navigationBar.items = [navigationItem]
    card.addSubview(navigationBar)

    let textField = UITextField()
    textField.placeholder = "Buy milk and eggs…"
    textField.font = .systemFont(ofSize: 14)
    card.addSubview(textField)
    self.textField = textField

    let datePicker = UIDatePicker()
    datePicker.datePickerMode = .date
    datePicker.accessibilityLabel = "Due date"
    card.addSubview(datePicker)
    self.datePicker = datePicker
  }
}
