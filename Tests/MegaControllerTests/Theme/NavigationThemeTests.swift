import Testing

@testable import MegaControllerFixes

// The repository's NavigationThemeTests, against the final step's NavigationTheme.
struct NavigationThemeTests {
  @Test func themeForZeroTasks() {
    #expect(NavigationTheme(numberOfImminentTasks: 0) == .normal)
  }

  @Test func themeForAFewTasks() {
    #expect(NavigationTheme(numberOfImminentTasks: 4) == .warning)
  }

  @Test func themeForManyTasks() {
    #expect(NavigationTheme(numberOfImminentTasks: 20) == .doomed)
  }
}
