import Foundation
import HeadlessUIKit
import ListPostsCatalog
import ListPostsKit
import Testing
import Workbook
import WorldKit

// What every test file of the chapter shares: reading the screen, launching a variant, seeds.

/// What the List Posts screen shows, read through the automation face, as a UI test reads what is
/// on screen.
struct PostsScreen {
  /// The table's rows, top to bottom, as the render writes them: "Title · published on".
  let rows: [String]
  /// Whether the Login button is on screen (not hidden).
  let showsLoginButton: Bool
  /// The title of the alert on screen, if any.
  let alert: String?
  /// What the table's background view says, if it shows one.
  let emptyState: String?

  @MainActor
  init(_ session: AppSession<ListPostsWorld>) {
    let table = session.app?.tables.first
    rows = table?.rows ?? []
    let login = session.app?.element("Login")
    showsLoginButton = login?.kind == "button" && login?.isEnabled == true
    alert = session.app?.alert?.title
    emptyState = table?.background
  }
}

/// Whether a variant has step 3's fixes: whether the declared divergence governs it.
func hasFixes(_ variant: Variant<ListPostsWorld>) -> Bool {
  catalog.chapter.divergence(for: variant.id, scenario: "zero-followers") != nil
}

/// A row as the screen shows it: the title, then when it was published, in medium date and time
/// style, in the World's locale and time zone.
@MainActor
func row(_ title: String, publishedDaysAgo days: Double, in world: ListPostsWorld) -> String {
  let dateFormatter = DateFormatter()
  dateFormatter.locale = world.locale
  dateFormatter.timeZone = world.timeZone
  dateFormatter.dateStyle = .medium
  dateFormatter.timeStyle = .medium
  let timestamp = World.defaultStart.addingTimeInterval(-days * ListPostsWorld.oneDay)
  return "\(title) · \(dateFormatter.string(from: timestamp))"
}

/// Posts for unit tests, published a number of days before `World.defaultStart`.
@MainActor
enum Seeds {
  static func post(_ title: String, by user: User = .raymondLaw, daysAgo: Double) -> Post {
    Post(
      title: title, user: user,
      timestamp: World.defaultStart.addingTimeInterval(-daysAgo * ListPostsWorld.oneDay))
  }

  /// Seven posts by two authors, in no particular order.
  static let sevenPosts = [
    post("Worker", daysAgo: 4), post("Amy's Scene", by: .amyApple, daysAgo: 0.5),
    post("Configurator", daysAgo: 6), post("View Controller", daysAgo: 1), post("Router", daysAgo: 5),
    post("Interactor", daysAgo: 2), post("Presenter", daysAgo: 3),
  ]

  /// The titles of the five newest of `sevenPosts`, newest first.
  static let fiveNewestTitles = ["Amy's Scene", "View Controller", "Interactor", "Presenter", "Worker"]
}

extension Scenario: CustomTestStringConvertible {
  /// Names a parameterised test case by the scenario's id.
  public var testDescription: String { id }
}
