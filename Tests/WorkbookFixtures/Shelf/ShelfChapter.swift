import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Workbook
import WorkbookRunner
import WorldKit

// A tiny chapter of the test target's own, to show that the harness catches what it must: a
// list of items on a shelf in a navigation controller, a + button that adds one, and variants
// that go wrong on purpose.

/// The shelf's world: what is in stock is scenery a scenario can change.
@MainActor
final class ShelfWorld: World {
  var stock = ["Apples", "Bread", "Cheese"]
}

/// How a variant of the shelf app behaves.
enum ShelfBehaviour: String, Sendable {
  /// The approved behaviour: + appends "Item N".
  case correct
  /// A declared divergence: + appends "Item #N".
  case numbersItems
  /// A regression: + puts the new item first.
  case putsNewItemsFirst
  /// A UIKit fault: + inserts a row for the new item but forgets to add the item, which trips
  /// UIKit's batch-update consistency check.
  case forgetsTheItem
  /// A trap: + was never written, and says so with a `fatalError`.
  case neverAdds
  /// The same trap, and a regression elsewhere: with the bread sold out, the shelf is titled
  /// "Sold out".
  case neverAddsAndMarksSellOuts
  /// A leak (see ShelfLeaks.swift): the list and its presenter hold each other strongly.
  case holdsItsPresenter
  /// A leak: the + button's action captures the list strongly.
  case capturesSelfInTheAction
  /// A leak: an Info sheet, once dismissed, stays alive in a cycle of its own.
  case keepsTheDismissedSheet
  /// A trap on every launch: viewDidLoad force-unwraps nil.
  case trapsOnLaunch
  /// A missing nib: the list is a controller made with a nib name the app's bundle does not
  /// declare, whose `viewDidLoad()` then reaches an outlet the nib never connected.
  case loadsAMissingNib
  /// An endless loop: + never returns.
  case loopsForever
  /// A regression no written scenario reaches: on a shelf of five items or more, + numbers the
  /// new item one short ("Item 5" twice). Generated scenarios find it (see FuzzTests).
  case miscountsLongShelves
}

@MainActor
final class ShelfAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let world: ShelfWorld
  private let behaviour: ShelfBehaviour

  init(world: ShelfWorld, behaviour: ShelfBehaviour) {
    self.world = world
    self.behaviour = behaviour
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let items: UIViewController =
      behaviour == .loadsAMissingNib
      ? SectionsViewController() : ItemsViewController(world: world, behaviour: behaviour)
    window = UIWindow()
    window?.rootViewController = UINavigationController(rootViewController: items)
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
final class ItemsViewController: UITableViewController {
  private let world: ShelfWorld
  private let behaviour: ShelfBehaviour
  private var items: [String] = []
  private var presenter: ShelfPresenter?

  init(world: ShelfWorld, behaviour: ShelfBehaviour) {
    self.world = world
    self.behaviour = behaviour
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shelf"
    items = world.stock
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [unowned self] _ in addItem() })
    leakAsTheBehaviourSays()
    if behaviour == .neverAddsAndMarksSellOuts, !items.contains("Bread") { title = "Sold out" }
    if behaviour == .trapsOnLaunch {
      let stock: [String]? = nil
      items = stock!
    }
  }

  private func leakAsTheBehaviourSays() {
    switch behaviour {
    case .holdsItsPresenter: presenter = ShelfPresenter(view: self)
    case .capturesSelfInTheAction:
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { _ in self.addItem() })
    case .keepsTheDismissedSheet:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Info", style: .plain,
        primaryAction: UIAction { [unowned self] _ in present(InfoViewController(), animated: true) })
    default: break
    }
  }

  private func addItem() {
    let number = behaviour == .miscountsLongShelves && items.count >= 5 ? items.count : items.count + 1
    let item = behaviour == .numbersItems ? "Item #\(number)" : "Item \(number)"
    switch behaviour {
    case .correct, .numbersItems, .holdsItsPresenter, .capturesSelfInTheAction, .keepsTheDismissedSheet,
      .miscountsLongShelves, .trapsOnLaunch, .loadsAMissingNib:
      items.append(item)
      tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    case .putsNewItemsFirst:
      items.insert(item, at: 0)
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .forgetsTheItem:
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .neverAdds, .neverAddsAndMarksSellOuts:
      fatalError("notImplemented")
    case .loopsForever:
      var turns = 0
      while behaviour == .loopsForever { turns = (turns + 1) % 1000 }
    }
    world.log.write("added \(item)")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// The shelf chapter, with its folder in a fresh temporary directory: approved transcripts are
/// recorded there, never in the repository.
@MainActor
struct ShelfBook {
  /// The package root of the temporary book: `<root>/Chapters/99-Shelf`. Nonisolated, so that
  /// tests in other modules read it off the main actor (ShelfChild's wrapper script).
  nonisolated let root: URL
  let catalog: ChapterCatalog<ShelfWorld>
  /// Makes the catalog again (see `reopened()`).
  private let remake: @MainActor () -> ChapterCatalog<ShelfWorld>

  nonisolated var chapter: Chapter { catalog.chapter }

  nonisolated static let scenarios = [
    Scenario<ShelfWorld>("launch", "The shelf lists what is in stock", [.launch]),
    Scenario("add-items", "+ adds an item at the end, twice", [.launch, .tap("+"), .tap("+")]),
    Scenario(
      "sold-out", "An item sold out before launch is not listed",
      [.world("the bread sells out") { $0.stock.removeAll { $0 == "Bread" } }, .launch]),
  ]

  /// What the shelf's generated scenarios draw from: + and the rows are on screen; the world may
  /// sell the bread out.
  nonisolated static let actionModel = ActionModel<ShelfWorld>(
    texts: [],
    worldChanges: [
      .init(
        .world("the bread sells out") { $0.stock.removeAll { $0 == "Bread" } },
        code: ".world(\"the bread sells out\") { $0.stock.removeAll { $0 == \"Bread\" } }")
    ])

  /// What the shelf's controller does: keep its items (found in every step).
  nonisolated static let responsibilities = [Responsibility("The items on the shelf", symbols: ["items"])]

  nonisolated static let numberedItems = DeclaredDivergence(
    variant: "2-Numbered", scenarios: ["add-items"], reason: "new items are numbered \"Item #N\"")

  /// Makes the book in a new temporary folder, with a source folder per variant (for diffs).
  /// Goals, if any, are met by 1-Tidied (which gets an ItemsDataSource) unless `goalsMetBy` says
  /// otherwise; 4-Reversed gets an ItemsPresenter and its view protocol, another architecture.
  nonisolated init(
    divergences: [DeclaredDivergence] = [numberedItems], expectedFailures: [ExpectedFailure] = [],
    goals: [RefactoringGoal] = [], goalsMetBy: [VariantID]? = nil, architectures: [Architecture] = [],
    shownAlongTheWay: [String: VariantID] = [:],
    extraVariants: [Variant<ShelfWorld>] = [], exercise: ShelfBehaviour = .correct,
    responsibilities: [Responsibility] = Self.responsibilities, root: URL? = nil
  ) throws {
    self.root =
      root
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbook-tests-\(UUID().uuidString)", isDirectory: true)
    let folder = self.root.appendingPathComponent("Chapters/99-Shelf", isDirectory: true)
    let make: @Sendable () -> ChapterCatalog<ShelfWorld> = {
      ChapterCatalog<ShelfWorld>(
        number: "99", name: "Shelf", title: "A shelf of items",
        variants: Self.variants(exercise: exercise) + extraVariants,
        scenarios: Self.scenarios, divergences: divergences, expectedFailures: expectedFailures, goals: goals,
        goalsMetBy: goalsMetBy ?? (goals.isEmpty ? [] : ["1-Tidied"]), architectures: architectures,
        shownAlongTheWay: shownAlongTheWay, responsibilities: responsibilities, actionModel: Self.actionModel,
        makeWorld: { try ShelfWorld() },
        catalogFile: folder.appendingPathComponent("Catalog/ShelfCatalog.swift").path)
    }
    remake = make
    catalog = make()
    try writeSources(exercise: exercise)
  }

  /// The same book, its catalog made again: what a new process (the next `workbook` command, the
  /// next `swift test`) reads after `workbook reset` changed the exercise's start.
  func reopened() -> ShelfBook {
    ShelfBook(root: root, catalog: remake(), remake: remake)
  }

  private init(
    root: URL, catalog: ChapterCatalog<ShelfWorld>,
    remake: @escaping @MainActor () -> ChapterCatalog<ShelfWorld>
  ) {
    self.root = root
    self.catalog = catalog
    self.remake = remake
  }

  /// The shelf's steps and its exercise (which behaves correctly whatever its sources say: its
  /// sources are there for goals, diffs and resets).
  /// Its variants, the exercise behaving as given.
  nonisolated static func variants(exercise: ShelfBehaviour) -> [Variant<ShelfWorld>] {
    [
      .step(
        "0-Listed", title: "Listed", parent: nil,
        reason: "The shelf as it starts: one controller lists the items."
      ) { HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .correct)) },
      .step(
        "1-Tidied", title: "Tidied", parent: "0-Listed", reason: "Tidied: a data source appears.",
        smell: "The controller is its own table's data source.", move: "A data source appears."
      ) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .correct))
      },
      .step(
        "2-Numbered", title: "Numbered", parent: "1-Tidied", reason: "Numbered: new items are numbered.",
        smell: "New items are not told apart.", move: "Number them."
      ) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .numbersItems))
      },
      .step(
        "3-Kept", title: "Kept", parent: "2-Numbered", reason: "Kept: the same behaviour, kept.",
        smell: "Nothing, on purpose.", move: "Keep the sources."
      ) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .numbersItems))
      },
      .step(
        "4-Reversed", title: "Reversed", parent: "1-Tidied",
        reason: "Reversed: a presenter puts new items first.",
        smell: "The controller decides the order.", move: "A presenter decides it."
      ) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .putsNewItemsFirst))
      },
      .step(
        "5-Miscounted", title: "Miscounted", parent: "1-Tidied",
        reason: "Miscounted: it forgets the item it adds.",
        smell: "The count is kept twice.", move: "Keep one, and forget the item."
      ) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .forgetsTheItem))
      },
      .exercise(parent: "0-Listed") { HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: exercise)) },
    ]
  }

  /// Each variant's folder gets a small source file, so that diffs have something to show.
  /// The exercise's source is step 0's, unless the exercise behaves otherwise: then the attendee
  /// has changed it, and it says so.
  nonisolated private func writeSources(exercise: ShelfBehaviour) throws {
    let base = """
      final class ItemsViewController: UITableViewController {
        private var items: [String] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Shelf"
        }
      }

      """
    for variant in catalog.variants {
      let folder = catalog.folder.appendingPathComponent(variant.sourceFolder, isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var source = base
      if variant.id != "0-listed" && variant.id != "exercise" {
        source = source.replacingOccurrences(
          of: "title = \"Shelf\"", with: "title = \"Shelf\"  // \(variant.title)")
      }
      if variant.id == "exercise", exercise != .correct {
        source = source.replacingOccurrences(
          of: "title = \"Shelf\"", with: "title = \"Shelf\"  // changed: \(exercise.rawValue)")
      }
      try source.write(
        to: folder.appendingPathComponent("ItemsViewController.swift"), atomically: true, encoding: .utf8)
    }
    let tidied = catalog.folder.appendingPathComponent("Steps/1-Tidied/ItemsDataSource.swift")
    try "final class ItemsDataSource {}\n".write(to: tidied, atomically: true, encoding: .utf8)
    let reversed = catalog.folder.appendingPathComponent("Steps/4-Reversed/ItemsPresenter.swift")
    try Self.presenter.write(to: reversed, atomically: true, encoding: .utf8)
    // What `compare` reads to tell the screen's types: the package's HeadlessUIKit, in brief.
    let uikit = root.appendingPathComponent("Sources/HeadlessUIKit", isDirectory: true)
    try FileManager.default.createDirectory(at: uikit, withIntermediateDirectories: true)
    try """
    open class UIResponder {}
    open class UIViewController: UIResponder {}
    open class UITableViewController: UIViewController {}
    public protocol UITableViewControllerDelegate {}
    public struct UIColor {}

    """.write(to: uikit.appendingPathComponent("UIKit.swift"), atomically: true, encoding: .utf8)
  }

  /// 4-Reversed's presenter: a screen-free type that needs a spy view to be tested.
  nonisolated static let presenter = """
    protocol ItemsView: AnyObject {
      func show(_ items: [String])
    }

    final class ItemsPresenter {
      weak var view: ItemsView?
      private var items: [String] = []

      func add(_ item: String) {
        items.insert(item, at: 0)
        view?.show(items)
      }
    }

    """

  func variant(_ id: String) -> Variant<ShelfWorld> {
    catalog.variant(id)!
  }

  func scenario(_ id: String) -> Scenario<ShelfWorld> {
    catalog.scenario(id)!
  }

  /// A runner on this book alone, writing to memory; its clock says `now`, and it runs the tests
  /// goals ask for with `testRunner` (none: a test that exists counts).
  func runner(
    style: TextStyle = .plain, now: Date = ShelfBook.resetDate, testRunner: (any TestRunning)? = nil
  ) -> Runner {
    var environment = RunnerEnvironment(style: style, columns: 100, packageRoot: root)
    environment.now = { now }
    environment.testRunner = testRunner
    return Runner(library: [chapter], environment: environment, console: .capturing())
  }

  /// Writes a file of the book's test target (Tests/ShelfTests/<path>), as an attendee writes a
  /// test of the exercise.
  func writeTest(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent("Tests/ShelfTests/\(path)")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// When the tests' resets happen: 2026-11-24 01:20:00 UTC.
  static let resetDate = Date(timeIntervalSince1970: 1_795_483_200)

  nonisolated func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
