import Foundation
import HeadlessUIKit
import ListPostsKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ListPostsWorld) -> any UIApplicationDelegate {
  // Everything the list needs from the outside world, handed over once, here.
  AppDelegate(
    userManager: UserManager(world: world), postManager: PostManager(world: world), locale: .current,
    timeZone: .current)
}

final class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = makeMainStoryboard()

  private let userManager: UserManager
  private let postManager: PostManager
  private let locale: Locale
  private let timeZone: TimeZone

  init(userManager: UserManager, postManager: PostManager, locale: Locale, timeZone: TimeZone) {
    self.userManager = userManager
    self.postManager = postManager
    self.locale = locale
    self.timeZone = timeZone
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The storyboard made the list; its view loads once the window shows, after this.
    let navigationController = window?.rootViewController as? UINavigationController
    if let listPostsViewController = navigationController?.topViewController as? ListPostsViewController {
      listPostsViewController.presenter = ListPostsPresenter(
        view: listPostsViewController, userManager: userManager, postManager: postManager, locale: locale,
        timeZone: timeZone)
    }
    return true
  }
}
