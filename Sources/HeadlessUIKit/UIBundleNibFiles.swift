import Foundation

/// The nib files in the app's bundle: an app delegate adopting this is launched with them, so
/// that `UINib(nibName:bundle:)` and `Bundle.main.loadNibNamed(_:owner:options:)` find them by
/// name, as UIKit finds the .nib files Xcode compiled into the bundle.
@MainActor
public protocol UIBundleNibFiles: UIApplicationDelegate {
  var nibFiles: [UINib.File] { get }
}
