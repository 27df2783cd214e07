import HeadlessUIKit
import RecipesKit

/// What the app's Info.plist and `UIApplicationMain` do when it launches on a device: UIKit makes
/// the app delegate, of the class the app declares, with `init()`. The harness calls this with
/// the World the scenario made, once that World is the device (`World.runAsTheDevice(_:)`).
@MainActor
public func makeAppDelegate(in world: RecipesWorld) -> any UIApplicationDelegate {
  AppDelegate()
}
