import HeadlessInterfaceBuilder
import HeadlessUIKit

/// A test app delegate that lists the nibs its app's bundle holds.
@MainActor
protocol DeclaresNibFiles: UIApplicationDelegate {
  var nibFiles: [NibFile] { get }
}

extension HeadlessApp {
  /// Launches the app with the nibs its delegate lists in its bundle.
  static func launch(withNibsOf delegate: some DeclaresNibFiles) -> HeadlessApp {
    launch(delegate, bundle: AppBundle(nibs: delegate.nibFiles))
  }
}
