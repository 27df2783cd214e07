import Foundation
import HeadlessUIKit
import Testing

@testable import MegaControllerAddViewController
@testable import MegaControllerCoreDataStore
@testable import MegaControllerFactoredOutPredicate
@testable import MegaControllerFixes
@testable import MegaControllerInjectedTime
@testable import MegaControllerIsolatedCoreData
@testable import MegaControllerNavigationTheme
@testable import MegaControllerPresentationSegue
@testable import MegaControllerRelativeDateFormatter
@testable import MegaControllerSectionInsertionLogic
@testable import MegaControllerTableViewAdapter
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTaskSection

/// What a theme does to the navigation controller, described as the render describes it.
struct ThemeLook: Equatable, CustomStringConvertible {
  let barTint: String
  let tint: String
  let titleColor: String
  let statusBar: UIStatusBarStyle

  static let normal = ThemeLook(
    barTint: "default", tint: "default", titleColor: "default", statusBar: .default)
  static let warning = ThemeLook(
    barTint: "rgb(235, 156, 77)", tint: "white", titleColor: "white", statusBar: .lightContent)
  static let doomed = ThemeLook(
    barTint: "rgb(248, 73, 68)", tint: "white", titleColor: "white", statusBar: .lightContent)

  var description: String {
    "bar tint \(barTint) · tint \(tint) · title \(titleColor) · status bar \(statusBar)"
  }
}

// MARK: - Every step's theme, seen through one face

/// A step's `NavigationTheme`.
protocol NavigationThemeUnderTest {
  init(numberOfImminentTasks: Int)
  var statusBarStyle: UIStatusBarStyle { get }
  var tintColor: UIColor? { get }
}

/// A step's `NavigationController`, whose `statusBarStyle` drives `preferredStatusBarStyle`;
/// `apply(_:)` is the step's `UINavigationBar.applyTheme(_:)` on its bar.
@MainActor
protocol NavigationControllerUnderTest: UINavigationController {
  associatedtype Theme: NavigationThemeUnderTest
  var statusBarStyle: UIStatusBarStyle { get set }
  func apply(_ theme: Theme)
}

extension MegaControllerNavigationTheme.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerInjectedTime.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerRelativeDateFormatter.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerFactoredOutPredicate.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerCoreDataStore.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerUpcomingTaskSection.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerSectionInsertionLogic.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerIsolatedCoreData.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerTableViewCell.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerAddViewController.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerPresentationSegue.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerTableViewAdapter.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerFixes.NavigationTheme: NavigationThemeUnderTest {}

extension MegaControllerNavigationTheme.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerNavigationTheme.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerInjectedTime.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerInjectedTime.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerRelativeDateFormatter.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerRelativeDateFormatter.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerFactoredOutPredicate.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerFactoredOutPredicate.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerCoreDataStore.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerCoreDataStore.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerUpcomingTaskSection.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerUpcomingTaskSection.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerSectionInsertionLogic.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerSectionInsertionLogic.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerIsolatedCoreData.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerIsolatedCoreData.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerTableViewCell.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerTableViewCell.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerAddViewController.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerAddViewController.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerPresentationSegue.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerPresentationSegue.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerTableViewAdapter.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerTableViewAdapter.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerFixes.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerFixes.NavigationTheme) { navigationBar.applyTheme(theme) }
}

extension ThemeLook {
  /// The look a navigation controller takes when the app delegate applies the theme for
  /// `numberOfTasks`: the theme on the bar, its status bar style on the controller.
  @MainActor
  init(numberOfTasks: Int, on navigationController: some NavigationControllerUnderTest) {
    let theme = type(of: navigationController).Theme(numberOfImminentTasks: numberOfTasks)
    navigationController.apply(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    self.init(
      barTint: bar.barTintColor.map { "\($0)" } ?? "default",
      tint: theme.tintColor.map { "\($0)" } ?? "default",
      titleColor: (bar.titleTextAttributes?[.foregroundColor] as? UIColor).map { "\($0)" } ?? "default",
      statusBar: navigationController.preferredStatusBarStyle)
  }
}

/// One step's `NavigationTheme`, `UINavigationBar.applyTheme(_:)` and `NavigationController`:
/// the look the navigation controller takes for a number of tasks.
struct ThemeUnderTest: Sendable, CustomStringConvertible {
  let description: String
  let look: @MainActor @Sendable (_ numberOfTasks: Int) -> ThemeLook

  init<NavigationController: NavigationControllerUnderTest>(
    _ makeNavigationController: @escaping @MainActor @Sendable () -> NavigationController
  ) {
    description = String(reflecting: NavigationController.Theme.self)
    look = { ThemeLook(numberOfTasks: $0, on: makeNavigationController()) }
  }
}

/// The steps that have a `NavigationTheme`, from step 1 on.
let themes = [
  ThemeUnderTest(MegaControllerNavigationTheme.NavigationController.init),
  ThemeUnderTest(MegaControllerInjectedTime.NavigationController.init),
  ThemeUnderTest(MegaControllerRelativeDateFormatter.NavigationController.init),
  ThemeUnderTest(MegaControllerFactoredOutPredicate.NavigationController.init),
  ThemeUnderTest(MegaControllerCoreDataStore.NavigationController.init),
  ThemeUnderTest(MegaControllerUpcomingTaskSection.NavigationController.init),
  ThemeUnderTest(MegaControllerSectionInsertionLogic.NavigationController.init),
  ThemeUnderTest(MegaControllerIsolatedCoreData.NavigationController.init),
  ThemeUnderTest(MegaControllerTableViewCell.NavigationController.init),
  ThemeUnderTest(MegaControllerAddViewController.NavigationController.init),
  ThemeUnderTest(MegaControllerPresentationSegue.NavigationController.init),
  ThemeUnderTest(MegaControllerTableViewAdapter.NavigationController.init),
  ThemeUnderTest(MegaControllerFixes.NavigationController.init),
]

@MainActor
@Suite("NavigationTheme")
struct ThemeTests {
  @Test(
    "0–3 tasks: normal; 4–9: warning, orange; 10 and more: doomed, red; both white text, light status bar",
    arguments: themes,
    [(0, ThemeLook.normal), (3, .normal), (4, .warning), (9, .warning), (10, .doomed), (20, .doomed)])
  func thresholds(theme: ThemeUnderTest, expectation: (numberOfTasks: Int, look: ThemeLook)) {
    #expect(theme.look(expectation.numberOfTasks) == expectation.look)
  }
}
