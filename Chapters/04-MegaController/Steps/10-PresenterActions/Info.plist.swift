import HeadlessAutomation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import MegaControllerKit

/// What the device does with the app's Info.plist and bundle at launch, as `UIApplicationMain`
/// does: the bundle holds the storyboards and nibs Xcode compiled from the project; UIKit makes
/// the app delegate (`init()`), then, with a main storyboard, the window showing its initial view
/// controller, sets the delegate's `window`, calls `application(_:didFinishLaunchingWithOptions:)`
/// and makes the window key and visible. The harness calls it once `world` is the device
/// (`World.runAsTheDevice(_:)`).
@MainActor
public func applicationMain(in world: MegaControllerWorld) -> HeadlessApp {
  HeadlessApp.launch(AppDelegate(), bundle: AppBundle(storyboards: [.main]), mainStoryboardFile: "Main")
}
