import Foundation
import HeadlessUIKit

/// What happened, in order, across several objects.
@MainActor
final class Journal {
  var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  /// Returns the entries recorded so far and starts afresh.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A controller that records its lifecycle callbacks.
class RecordingViewController: UIViewController {
  let name: String
  let journal: Journal

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    journal.record("\(name) viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    journal.record("\(name) viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    journal.record("\(name) viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    journal.record("\(name) viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    journal.record("\(name) viewDidDisappear")
  }
}

/// A navigation controller that records its own lifecycle callbacks.
final class RecordingNavigationController: UINavigationController {
  var journal: Journal?

  override func viewDidLoad() {
    super.viewDidLoad()
    journal?.record("Nav viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    journal?.record("Nav viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    journal?.record("Nav viewDidAppear")
  }
}

/// An app delegate that shows a given root controller, as code-built apps do (or, `shows`
/// false, makes its window and forgets to show it).
final class RootDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  private let root: UIViewController
  private let shows: Bool

  init(root: UIViewController, shows: Bool = true) {
    self.root = root
    self.shows = shows
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = root
    if shows { window?.makeKeyAndVisible() }
    return true
  }
}

/// A table view controller over a plain array of strings, each test changing the data and
/// the table as it likes.
final class ListController: UITableViewController {
  var sections: [[String]]
  /// Records each cell the table asks for ("cell 0-2": section 0, row 2), when set.
  var journal: Journal?

  init(sections: [[String]]) {
    self.sections = sections
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    journal?.record("cell \(indexPath.section)-\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// An app delegate of a storyboard app: UIKit makes the window from the main storyboard.
final class StoryboardAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
}
