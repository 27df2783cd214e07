import HeadlessUIKit

/// Transitional (until each step's `Info.plist.swift` says it): an app delegate adopting this is
/// launched with these nibs in its bundle by `HeadlessApp.launchDeclaringBundle(_:)`. Not UIKit API.
@MainActor
public protocol UIBundleNibFiles: UIApplicationDelegate {
  var nibFiles: [NibFile] { get }
}
