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

/// One step's `NavigationTheme`, `UINavigationBar.applyTheme(_:)` and `NavigationController`:
/// the look the navigation controller takes for a number of tasks.
struct ThemeUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let look: @MainActor @Sendable (_ numberOfTasks: Int) -> ThemeLook

  var description: String { step }

}

extension ThemeLook {
  /// The look of a navigation controller the theme was applied to.
  @MainActor
  init(
    barTintColor: UIColor?, tintColor: UIColor?, titleTextAttributes: [NSAttributedString.Key: Any]?,
    statusBarStyle: UIStatusBarStyle
  ) {
    self.init(
      barTint: barTintColor.map { "\($0)" } ?? "default", tint: tintColor.map { "\($0)" } ?? "default",
      titleColor: (titleTextAttributes?[.foregroundColor] as? UIColor).map { "\($0)" } ?? "default",
      statusBar: statusBarStyle)
  }
}

/// The steps that have a `NavigationTheme`, from step 1 on.
let themes: [ThemeUnderTest] = [
  ThemeUnderTest(step: "1-theme") { count in
    let theme = MegaControllerTheme.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerTheme.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "2-relativedates") { count in
    let theme = MegaControllerRelativeDates.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerRelativeDates.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "3-coredatastore") { count in
    let theme = MegaControllerCoreDataStore.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerCoreDataStore.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "4-datamanager") { count in
    let theme = MegaControllerDataManager.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerDataManager.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "5-viewdata") { count in
    let theme = MegaControllerViewData.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerViewData.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "6-adapter") { count in
    let theme = MegaControllerAdapter.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerAdapter.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
  ThemeUnderTest(step: "7-fixes") { count in
    let theme = MegaControllerFixes.NavigationTheme(numberOfImminentTasks: count)
    let navigationController = MegaControllerFixes.NavigationController()
    navigationController.navigationBar.applyTheme(theme)
    navigationController.statusBarStyle = theme.statusBarStyle
    let bar = navigationController.navigationBar
    return ThemeLook(
      barTintColor: bar.barTintColor, tintColor: theme.tintColor,
      titleTextAttributes: bar.titleTextAttributes,
      statusBarStyle: navigationController.preferredStatusBarStyle)
  },
]

@MainActor
@Suite("NavigationTheme")
struct ThemeTests {
  @Test(
    "0–3 tasks: placid; 4–9: warning, orange; 10 and more: danger, red; white text and light status bar when not placid",
    arguments: themes,
    [(0, ThemeLook.placid), (3, .placid), (4, .warning), (9, .warning), (10, .danger), (20, .danger)])
  func thresholds(theme: ThemeUnderTest, expectation: (numberOfTasks: Int, look: ThemeLook)) {
    #expect(theme.look(expectation.numberOfTasks) == expectation.look)
  }
}
