import ArticlesKit
import HeadlessUIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
