import HeadlessUIKit
import MegaControllerKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor
public func makeAppDelegate(in world: MegaControllerWorld) -> any UIApplicationDelegate {
  MegaControllerWorld.current = world
  return AppDelegate()
}

class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = UIStoryboard.main
}
