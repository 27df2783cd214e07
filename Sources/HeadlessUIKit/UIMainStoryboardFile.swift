import Foundation

/// What Info.plist's `UIMainStoryboardFile` says: an app delegate adopting this is launched
/// with its main storyboard (the window and the initial controller exist before
/// `application(_:didFinishLaunchingWithOptions:)`).
@MainActor
public protocol UIMainStoryboardFile: UIApplicationDelegate {
  var mainStoryboard: UIStoryboard { get }
}
