import Foundation
import HeadlessUIKit
import Testing

/// A form with a text field whose delegate records its callbacks, a date picker, and a button
/// that shows an alert.
final class FormController: UIViewController, UITextFieldDelegate {
  let journal: Journal
  let nameField = UITextField()
  let datePicker = UIDatePicker()
  var allowsDigits = false

  init(journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.placeholder = "Name"
    nameField.delegate = self
    nameField.addAction(
      UIAction { [unowned self] _ in journal.record("editingChanged") }, for: .editingChanged)
    datePicker.accessibilityIdentifier = "due"
    datePicker.datePickerMode = .date
    datePicker.timeZone = TimeZone(identifier: "America/Los_Angeles")
    datePicker.date = Date(timeIntervalSinceReferenceDate: 0)  // a picker starts at now: fix it
    datePicker.minimumDate = Date(timeIntervalSince1970: 1_496_000_000)
    datePicker.addAction(
      UIAction { [unowned self] _ in journal.record("date \(datePicker.date.timeIntervalSince1970)") },
      for: .valueChanged)
    let deleteButton = UIButton(
      primaryAction: UIAction(title: "Delete All") { [unowned self] _ in confirmDeletion() })
    let disabled = UIButton(type: .system)
    disabled.setTitle("Archive", for: .normal)
    disabled.isEnabled = false
    for subview in [nameField, datePicker, deleteButton, disabled] { view.addSubview(subview) }
  }

  private func confirmDeletion() {
    let alert = UIAlertController(
      title: "Delete all?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
        journal.record("deleted, alert still presented: \(presentedViewController != nil)")
      })
    present(alert, animated: true)
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    journal.record("shouldBeginEditing")
    return true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    journal.record("didBeginEditing")
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    journal.record("shouldChange \(range.location),\(range.length) \"\(string)\"")
    return allowsDigits || !string.contains(where: \.isNumber)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    journal.record("shouldReturn")
    textField.resignFirstResponder()
    return true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    journal.record("didEndEditing \"\(textField.text ?? "")\"")
  }
}

@MainActor
struct AutomationTests {
  @Test("Typing goes through the delegate and editing events in UIKit's order")
  func typing() throws {
    let journal = Journal()
    let form = FormController(journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: form))
    try app.typeText("A1b", into: "Name")
    #expect(
      journal.take() == [
        "shouldBeginEditing", "didBeginEditing", "shouldChange 0,0 \"A\"", "editingChanged",
        "shouldChange 1,0 \"1\"",
        "shouldChange 1,0 \"b\"", "editingChanged",
      ])
    #expect(form.nameField.text == "Ab")
    #expect(form.nameField.isFirstResponder)
    try app.pressReturn()
    #expect(journal.take() == ["shouldReturn", "didEndEditing \"Ab\""])
    #expect(!form.nameField.isFirstResponder)
    #expect(throws: AutomationError.self) { try app.pressReturn() }
    try app.clearText(in: "Name")
    #expect(form.nameField.text == "")
  }

  @Test("An element that is not there is an error listing what is visible")
  func notFound() {
    let app = HeadlessApp.launch(RootDelegate(root: FormController(journal: Journal())))
    #expect {
      try app.tap("Save")
    } throws: { error in
      guard let error = error as? AutomationError else { return false }
      return error.kind == .notFound
        && error.description == """
          something to tap named "Save": nothing on screen has that name
          visible:
            text field placeholder "Name"
            date picker 2000-12-31 #due
            button "Delete All"
            button "Archive" [disabled]
          """
    }
  }

  @Test("Ambiguous names, disabled controls and wrong kinds are errors")
  func refusals() throws {
    let app = launchMealApp()
    #expect { try app.tap("Set 1 star rating") } throws: { ($0 as? AutomationError)?.kind == .ambiguous }
    #expect { try app.typeText("x", into: "Your Meals") } throws: {
      ($0 as? AutomationError)?.kind == .notApplicable
    }
    #expect { try app.selectRow(containing: "Defaultphoto") } throws: {
      ($0 as? AutomationError)?.kind == .notFound
    }
    #expect { try app.selectRow(containing: "defaultPhoto") } throws: {
      ($0 as? AutomationError)?.kind == .ambiguous
    }
    try app.tap("Add")
    #expect { try app.tap("Save") } throws: { ($0 as? AutomationError)?.kind == .disabled }
    // The list behind the sheet cannot be touched.
    #expect { try app.tap("Edit") } throws: { ($0 as? AutomationError)?.kind == .notFound }
  }

  @Test("Tapping an alert action dismisses the alert, then runs its handler")
  func alert() throws {
    let journal = Journal()
    let form = FormController(journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: form))
    try app.tap("Delete All")
    #expect(
      app.render().hasSuffix(
        """
        alert "Delete all?"
          message "This cannot be undone."
          [Cancel · cancel] [Delete · destructive]

        """))
    #expect { try app.tap("Name") } throws: { ($0 as? AutomationError)?.kind == .notFound }
    try app.tap("Delete")
    #expect(journal.take() == ["deleted, alert still presented: false"])
    #expect(form.presentedViewController == nil)
  }

  @Test("Setting a date keeps it within the picker's bounds and sends valueChanged")
  func datePicker() throws {
    let journal = Journal()
    let form = FormController(journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: form))
    try app.setDate(Date(timeIntervalSince1970: 1_500_000_000), in: "due")
    try app.setDate(Date(timeIntervalSince1970: 0), in: "due")
    #expect(journal.take() == ["date 1500000000.0", "date 1496000000.0"])
    #expect(app.render().contains("date picker 2017-05-28 #due") == false)
    #expect(app.render().contains("date picker 2017-05-28\n"))
  }

  @Test("A crashed app refuses every later step; a terminated one is not running")
  func crashAndTerminate() throws {
    let app = launchMealApp()
    app.mealList.meals.removeLast()
    #expect { try app.swipeToDelete(rowContaining: "Caprese") } throws: { error in
      guard let error = error as? AutomationError else { return false }
      return error.kind == .crashed && error.problem.hasPrefix("the app crashed: *** Terminating app")
    }
    #expect { try app.goBack() } throws: { ($0 as? AutomationError)?.kind == .crashed }

    let other = launchMealApp()
    other.terminate()
    #expect(other.render() == "(the app is not running)\n")
    #expect { try other.tap("Add") } throws: { ($0 as? AutomationError)?.kind == .notRunning }
  }
}
