import HeadlessUIKit
import MegaControllerKit

class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
