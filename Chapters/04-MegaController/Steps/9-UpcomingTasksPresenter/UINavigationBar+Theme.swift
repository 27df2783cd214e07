import HeadlessUIKit

extension UINavigationBar {
  func applyTheme(_ navigationTheme: NavigationTheme) {
    barTintColor = navigationTheme.barTintColor
    tintColor = navigationTheme.tintColor
    titleTextAttributes = navigationTheme.titleTextAttributes
  }
}
