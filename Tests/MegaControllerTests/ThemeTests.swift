import Foundation
import HeadlessUIKit
import Testing

@testable import MegaControllerAdapter
@testable import MegaControllerCoreDataStore
@testable import MegaControllerDataManager
@testable import MegaControllerFixes
@testable import MegaControllerRelativeDates
@testable import MegaControllerTheme
@testable import MegaControllerViewData

/// What a theme does to the navigation controller, described as the render describes it.
struct ThemeLook: Equatable, CustomStringConvertible {
  let barTint: String
  let tint: String
  let titleColor: String
  let statusBar: UIStatusBarStyle

  static let placid = ThemeLook(
    barTint: "default", tint: "default", titleColor: "default", statusBar: .default)
  static let warning = ThemeLook(
    barTint: "rgb(235, 156, 77)", tint: "white", titleColor: "white", statusBar: .lightContent)
  static let danger = ThemeLook(
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

extension MegaControllerTheme.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerRelativeDates.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerCoreDataStore.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerDataManager.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerViewData.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerAdapter.NavigationTheme: NavigationThemeUnderTest {}
extension MegaControllerFixes.NavigationTheme: NavigationThemeUnderTest {}

extension MegaControllerTheme.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerTheme.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerRelativeDates.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerRelativeDates.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerCoreDataStore.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerCoreDataStore.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerDataManager.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerDataManager.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerViewData.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerViewData.NavigationTheme) { navigationBar.applyTheme(theme) }
}
extension MegaControllerAdapter.NavigationController: NavigationControllerUnderTest {
  func apply(_ theme: MegaControllerAdapter.NavigationTheme) { navigationBar.applyTheme(theme) }
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
  ThemeUnderTest(MegaControllerTheme.NavigationController.init),
  ThemeUnderTest(MegaControllerRelativeDates.NavigationController.init),
  ThemeUnderTest(MegaControllerCoreDataStore.NavigationController.init),
  ThemeUnderTest(MegaControllerDataManager.NavigationController.init),
  ThemeUnderTest(MegaControllerViewData.NavigationController.init),
  ThemeUnderTest(MegaControllerAdapter.NavigationController.init),
  ThemeUnderTest(MegaControllerFixes.NavigationController.init),
]

@MainActor
@Suite("NavigationTheme")
struct ThemeTests {
  @Test(
    "0–3 tasks: placid; 4–9: warning, orange; 10 and more: danger, red; both white text, light status bar",
    arguments: themes,
    [(0, ThemeLook.placid), (3, .placid), (4, .warning), (9, .warning), (10, .danger), (20, .danger)])
  func thresholds(theme: ThemeUnderTest, expectation: (numberOfTasks: Int, look: ThemeLook)) {
    #expect(theme.look(expectation.numberOfTasks) == expectation.look)
  }
}
