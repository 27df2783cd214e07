import HeadlessUIKit

class NavigationController: UINavigationController {
  var statusBarStyle = UIStatusBarStyle.default {
    didSet {
      setNeedsStatusBarAppearanceUpdate()
    }
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    return statusBarStyle
  }
}
