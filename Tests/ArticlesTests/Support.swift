import ArticlesCatalog
import ArticlesKit
import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing
import Workbook

// What every test file of the chapter shares: reading the screen, the variants, the requests.

/// What the Articles screen shows, read through the automation face, as a UI test reads it.
struct ArticlesScreen {
  /// The table's rows' cells, top to bottom, field by field (nil for a row not laid out).
  let cells: [TableSnapshot.Cell?]
  /// Whether the refresh control's spinner shows.
  let isRefreshing: Bool
  /// The alert on screen, if any: its title and message.
  let alert: AlertSnapshot?

  @MainActor
  init(_ session: AppSession<ArticlesWorld>) {
    let table = session.app?.tables.first
    cells = table?.cells ?? []
    isRefreshing = table?.isRefreshing ?? false
    alert = session.app?.alert
  }

  /// The titles of the rows, in order (each cell's first label is its article's title).
  var titles: [String] {
    cells.map { $0?.staticTexts.first ?? "(not displayed)" }
  }
}

/// The variants that show articles: all but the article's code as printed, which crashes on the
/// first cell (the catalog declares it; `AsPrintedTests` checks it).
let showingVariants = catalog.variants.filter {
  catalog.expectedFailures.map(\.variant).contains($0.id) == false
}

/// Whether a variant has step 3's fixes: whether its declared divergences govern it.
func hasFixes(_ variant: Variant<ArticlesWorld>) -> Bool {
  catalog.chapter.divergence(for: variant.id, scenario: "tap-a-row") != nil
}

/// The app's requests, in the order it makes them.
enum Request {
  static let first = ApiClient.requestName(1)
  static let second = ApiClient.requestName(2)
}

/// The titles of the articles the backend serves at first, newest first.
let sampleTitles = Article.samples.map(\.title)

extension AppSession<ArticlesWorld> {
  /// Holds every request, then launches.
  @MainActor
  func launchHoldingRequests() throws {
    world.requests.policy = .hold
    try perform(.launch)
  }
}

// MARK: - What no scenario reaches

/// How a step's view or view controller is made: in code (`init(frame:)`,
/// `init(nibName:bundle:)`), or decoded, as a storyboard or a nib makes it on iOS
/// (`init?(coder:)`). The app makes both in code; Interface Builder would decode them.
enum Initialiser: String, CaseIterable, CustomTestStringConvertible {
  case code = "in code"
  case coder = "decoded"

  var testDescription: String { rawValue }
}

/// A step's `ArticlesView` (each step from 1 on has its own), as the checks below read it.
@MainActor
protocol ArticlesViewUnderTest: UIView {
  init(frame: CGRect)
  var articlesTableView: UITableView! { get }
  var refreshControl: UIRefreshControl { get }
}

extension ArticlesViewUnderTest {
  /// Checks that the view, made as `initialiser` says in a launched app (whose bundle holds
  /// ArticlesView.xib), has loaded its nib: the nib's table is connected, in the view's
  /// hierarchy, with the cell registered and the view's refresh control.
  static func expectLoadsItsNib(made initialiser: Initialiser, in app: HeadlessApp) throws {
    let made: Self? =
      switch initialiser {
      case .code: Self(frame: UIScreen.main.bounds)
      case .coder: Self(coder: NSCoder())
      }
    let view = try #require(made)
    let table = try #require(view.articlesTableView, "the nib connects the table outlet")

    #expect(table.superview?.superview === view, "the nib's view is added to the view")
    #expect(table.refreshControl === view.refreshControl)
    #expect(table.dequeueReusableCell(withIdentifier: "ArticleCell") != nil, "the cell's nib is registered")
    #expect(app.crash == nil)
  }
}

/// The fault UIKit raises when a controller made in code, whose `loadView()` calls super, loads
/// its view: UIKit's lookup (`UIViewController.nibName`) finds ArticlesView.xib, named after the
/// class without "Controller", and loads it with the controller as its File's Owner.
let articlesViewOwnerFault = UIKitFault(
  name: "NSUnknownKeyException",
  reason: "[<ArticlesViewController 0x…> setValue:forUndefinedKey:]: this class is not key value "
    + "coding-compliant for the key articlesTableView.")

/// The first fault loading `controller`'s view raises, in `app` (whose bundle holds the nibs).
@MainActor
func faultLoadingView(of controller: UIViewController, in app: HeadlessApp) -> UIKitFault? {
  withExtendedLifetime(app) { UIKitFault.captured { controller.loadViewIfNeeded() } }
}

/// Runs `body` in an app that `launch` (a step's `applicationMain(in:)`) launches in a World of
/// its own, as the device: the app's bundle holds the step's nibs, and its backend is the World's.
@MainActor
func inLaunchedApp<Result>(
  _ launch: (ArticlesWorld) -> HeadlessApp, _ body: (HeadlessApp) throws -> Result
) throws -> Result {
  let world = try ArticlesWorld()
  return try world.runAsTheDevice {
    let app = launch(world)
    defer { app.terminate() }
    return try body(app)
  }
}
