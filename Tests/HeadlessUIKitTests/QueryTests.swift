import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A to-do list in sections, titled or not; a checkmark on the done task.
final class SectionedListController: UITableViewController {
  var sections: [(title: String?, tasks: [String])] = [
    ("Now", ["Call Ann", "Pay rent"]), (nil, []), ("Later", ["Plant tulips"]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Task")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].tasks.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
    let task = sections[indexPath.section].tasks[indexPath.row]
    cell.textLabel?.text = task
    cell.accessoryType = task == "Pay rent" ? .checkmark : .none
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}

/// A Login button, a hidden label and a transparent one.
final class LoginController: UIViewController {
  let loginButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    loginButton.setTitle("Login", for: .normal)
    let hidden = UILabel()
    hidden.text = "Secret"
    hidden.isHidden = true
    let transparent = UILabel()
    transparent.text = "Ghost"
    transparent.alpha = 0
    for subview in [loginButton, hidden, transparent] { view.addSubview(subview) }
  }
}

@MainActor
struct QueryTests {
  /// The rows of the render's tables, in order: the lines under a "section" line.
  private func renderedRows(_ app: HeadlessApp) -> [String] {
    let lines = app.render().split(separator: "\n").map(String.init)
    var rows: [String] = []
    for (index, line) in lines.enumerated()
    where line.trimmingCharacters(in: .whitespaces).hasPrefix("section ") {
      let depth = line.prefix { $0 == " " }.count
      for row in lines[(index + 1)...] {
        guard row.prefix(while: { $0 == " " }).count > depth else { break }
        rows.append(row.trimmingCharacters(in: .whitespaces))
      }
    }
    return rows.filter { $0 != "(no rows)" }
  }

  @Test("A table reads as sections, titled or not, with the render's rows and background")
  func tables() throws {
    let list = SectionedListController(style: .plain)
    let app = HeadlessApp.launch(RootDelegate(root: UINavigationController(rootViewController: list)))
    let table = try #require(app.tables.first)
    #expect(app.tables.count == 1)
    #expect(table.sections.map(\.title) == ["Now", nil, "Later"])
    #expect(table.sections.map(\.rows) == [["Call Ann", "Pay rent ✓"], [], ["Plant tulips"]])
    #expect(table.rows == renderedRows(app))
    #expect(table.cells.map { $0?.staticTexts } == [["Call Ann"], ["Pay rent"], ["Plant tulips"]])
    #expect(table.cells.map { $0?.isSelected } == [false, false, false])
    #expect(table.background == nil)

    try app.tap("Edit")
    #expect(app.tables.first?.rows == ["⊖ Call Ann", "⊖ Pay rent ✓", "⊖ Plant tulips"])
    #expect(app.tables.first?.rows == renderedRows(app))

    try app.tap("Done")
    try app.selectRow(containing: "Pay rent")
    #expect(app.tables.first?.cells.map { $0?.isSelected } == [false, true, false])

    let empty = UILabel()
    empty.text = "Nothing to do"
    list.tableView.backgroundView = empty
    #expect(app.tables.first?.background == "Nothing to do")
    empty.isHidden = true
    #expect(app.tables.first?.background == nil)

    list.tableView.isHidden = true
    #expect(app.tables.isEmpty, "a hidden table is not on screen")
  }

  @Test("The list under a presented sheet can be read; each bar reads as the render writes it")
  func underASheet() throws {
    let app = launchMealApp()
    try app.tap("Add")
    #expect(
      app.tables.map(\.rows) == [
        [
          "image defaultPhoto · Caprese Salad · 4×[filledStar · selected] [emptyStar]",
          "image defaultPhoto · Chicken and Potatoes · 5×[filledStar · selected]",
        ]
      ])
    #expect(
      app.navigationBars.map(\.description) == [
        #"[Edit]  "Your Meals"  [+]"#, #"[Cancel]  "New Meal"  [Save · disabled]"#,
      ])
    #expect(app.navigationBars.map(\.title) == ["Your Meals", "New Meal"])
    #expect(app.navigationBars.map(\.items) == [["[Edit]", "[+]"], ["[Cancel]", "[Save · disabled]"]])
    #expect(app.render().contains(#"navigation bar: [Cancel]  "New Meal"  [Save · disabled]"#))
    #expect(app.statusBarStyle == .default)
    #expect(app.navigationBars.first?.look == "bar tint default · tint default · title default")

    let bar = try #require(app.window?.rootViewController as? UINavigationController).navigationBar
    bar.barTintColor = UIColor(red: 235 / 255, green: 156 / 255, blue: 77 / 255, alpha: 1)
    bar.tintColor = .white
    bar.titleTextAttributes = [.foregroundColor: UIColor.white]
    let look = "bar tint rgb(235, 156, 77) · tint white · title [foregroundColor white]"
    #expect(app.navigationBars.first?.look == look)
    #expect(app.render().contains("\n  \(look)\n"), "the root bar's second line in the render")

    app.terminate()
    #expect(app.tables.isEmpty && app.navigationBars.isEmpty && !app.exists("Add"))
    #expect(app.statusBarStyle == nil)
  }

  @Test("What exists: visible elements by tap's names, covered ones included, hidden ones not")
  func exists() throws {
    let controller = LoginController()
    let app = HeadlessApp.launch(RootDelegate(root: controller))
    #expect(app.exists("Login"))
    #expect(
      app.element("Login")
        == ElementSnapshot(kind: "button", isEnabled: true, label: "Login", traits: .button))
    controller.loginButton.isEnabled = false
    #expect(
      app.element("Login")
        == ElementSnapshot(kind: "button", isEnabled: false, label: "Login", traits: [.button, .notEnabled]))
    controller.loginButton.isEnabled = true
    #expect(!app.exists("Secret"), "hidden")
    #expect(!app.exists("Ghost"), "transparent")
    #expect(!app.exists("Logout"))

    let alert = UIAlertController(title: "Signed out", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    controller.present(alert, animated: true)
    #expect(app.exists("OK") && app.exists("Signed out"))
    #expect(app.exists("Login"), "under the alert, as XCUITest's exists")
    #expect { try app.tap("Login") } throws: { ($0 as? AutomationError)?.kind == .notFound }

    try app.tap("OK")
    controller.loginButton.isHidden = true
    #expect(!app.exists("Login"))
    #expect(app.element("Login") == nil)
    #expect(!app.exists("OK"))
  }

  @Test("An alert reads as its title, message and actions; an action sheet is not an alert")
  func alert() throws {
    let form = FormController(journal: Journal())
    let app = HeadlessApp.launch(RootDelegate(root: form))
    #expect(app.alert == nil)
    try app.tap("Delete All")
    let alert = try #require(app.alert)
    #expect(alert.title == "Delete all?")
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.actions == ["Cancel", "Delete"])
    try app.tap("Cancel")
    #expect(app.alert == nil)

    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    form.present(sheet, animated: true)
    #expect(app.exists("Copy"))
    #expect(app.alert == nil)
  }
}
