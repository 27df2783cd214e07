import ArticlesKit
import HeadlessUIKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ArticlesWorld) -> any UIApplicationDelegate {
  // The API client finds the World the way the article's finds its backend: as a global.
  ArticlesWorld.current = world
  return AppDelegate()
}

final class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile, UIBundleNibFiles {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = makeMainStoryboard()
  // The nibs Xcode compiles into the app's bundle.
  let nibFiles = [makeArticlesViewNib(), makeArticleCellNib()]

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
