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
      let viewModel = ArticlesViewModel(model: model)
      articlesViewController.inject(viewModel: viewModel)
    }
    return true
  }
}
