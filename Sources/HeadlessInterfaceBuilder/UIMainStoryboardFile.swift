import HeadlessUIKit

/// Transitional (until each step's `Info.plist.swift` says it): an app delegate adopting this is
/// launched with its main storyboard by `HeadlessApp.launchDeclaringBundle(_:)`. Not UIKit API.
@MainActor
public protocol UIMainStoryboardFile: UIApplicationDelegate {
  var mainStoryboard: StoryboardFile { get }
}
