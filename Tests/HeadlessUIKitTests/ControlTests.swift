import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// Controls and views as UIKit has them: per-state titles, stack views, the edit button, identity,
/// weak data sources.
@MainActor
struct ControlTests {
  @Test("A button's title for a state is the state's own, else the normal state's")
  func titlesPerState() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .disabled)
    #expect(button.currentTitle == "Save")
    button.isEnabled = false
    #expect(button.currentTitle == "Saving")
    button.isEnabled = true
    button.isSelected = true
    #expect(button.currentTitle == "Save")
  }

  @Test("removeArrangedSubview keeps the view as a subview, as in UIKit")
  func removeArrangedSubview() {
    let stack = UIStackView()
    let star = UIButton()
    stack.addArrangedSubview(star)
    stack.removeArrangedSubview(star)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.subviews.contains(star))
  }

  @Test("editButtonItem reads Edit, then Done, and toggles editing")
  func editButtonItem() throws {
    let controller = UIViewController()
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    let app = HeadlessApp.launch(RootDelegate(root: UINavigationController(rootViewController: controller)))
    #expect(controller.editButtonItem.title == "Edit")
    try app.tap("Edit")
    #expect(controller.isEditing && controller.editButtonItem.title == "Done")
    try app.tap("Done")
    #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
  }

  @Test("Views are equal by identity, so firstIndex(of:) finds the very button")
  func identity() {
    let buttons = [UIButton(), UIButton(), UIButton()]
    #expect(buttons.firstIndex(of: buttons[2]) == 2)
    #expect(Set(buttons).count == 3)
  }

  @Test("A table's data source and delegate are weak")
  func weakDataSource() {
    let table = UITableView()
    do {
      let list = UITableViewController(style: .plain)
      table.dataSource = list
      table.delegate = list
      #expect(table.dataSource != nil)
    }
    #expect(table.dataSource == nil && table.delegate == nil)
  }
}
