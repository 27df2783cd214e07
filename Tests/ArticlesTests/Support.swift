import ArticlesCatalog
import ArticlesKit
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
