import ArticlesKit
import HeadlessUIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = window?.rootViewController as? UINavigationController
    if let articlesViewController = navigationController?.topViewController as? ArticlesViewController {
      let model = ArticlesModel()
      let presenter = ArticlesPresenter(view: articlesViewController, model: model)
      articlesViewController.inject(presenter: presenter)
    }
    return true
  }
}
