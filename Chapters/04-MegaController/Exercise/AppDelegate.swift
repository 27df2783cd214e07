import HeadlessInterfaceBuilder
import HeadlessUIKit
import MegaControllerKit

class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = StoryboardFile.main
}
