import HeadlessUIKit
import ListPostsKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ListPostsWorld) -> any UIApplicationDelegate {
  // The managers find the World the way the original finds its backend: as a global.
  ListPostsWorld.current = world
  return AppDelegate()
}

final class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = makeMainStoryboard()
}
