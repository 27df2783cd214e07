import HeadlessUIKit

class NavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? {
    return topViewController
  }
}
