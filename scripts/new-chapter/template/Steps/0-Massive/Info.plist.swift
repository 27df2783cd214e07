import HeadlessAutomation
import HeadlessUIKit
import __Name__Kit

/// What the device does with the app's Info.plist and bundle at launch, as `UIApplicationMain`
/// does: UIKit makes the app delegate (`init()`) and calls
/// `application(_:didFinishLaunchingWithOptions:)`. This app has no main storyboard: its delegate
/// makes the window. (An app with storyboards or nibs launches with
/// `HeadlessApp.launch(_:bundle:mainStoryboardFile:)` and HeadlessInterfaceBuilder's `AppBundle`.)
/// The harness calls it once `world` is the device (`World.runAsTheDevice(_:)`).
@MainActor
public func applicationMain(in world: __Name__World) -> HeadlessApp {
  HeadlessApp.launch(AppDelegate())
}
