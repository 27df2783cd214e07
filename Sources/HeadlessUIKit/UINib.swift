import Foundation

/// A nib, as UIKit's `UINib`: the archived objects of a .xib file, instantiated on demand.
///
/// `UINib(nibName:bundle:)` finds the compiled nib by name in the running app's bundle when it is
/// instantiated, as UIKit's loads it lazily. The nibs themselves are written in code with
/// HeadlessInterfaceBuilder (an `ArticleCell.xib.swift` beside the cell's class); see
/// docs/HeadlessUIKit.md, "Nibs in code".
@MainActor
public final class UINib {
  /// Keys of the options passed when instantiating a nib (none is needed here).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (its file's, without the extension).
  let name: String

  /// A nib by name in a bundle (nil: the main bundle). Like UIKit's, it is not read until it
  /// is instantiated: an unknown name faults then.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// Makes the nib's objects, connects File's Owner's outlets to them, sends `awakeFromNib()`
  /// to every view made (not to the owner), and returns the top-level objects in order. A nib
  /// missing from the bundle is a fault, in UIKit's words (and no objects).
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let file = UIApplication.shared.bundleContents.nibs[name] else {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "Could not load NIB in bundle: 'NSBundle </Applications/App.app> (loaded)' with name '\(name)'")
      return []
    }
    let objects = file.instantiate(ownerOrNil)
    for case let view as UIView in objects { Self.awake(view) }
    return objects
  }

  private static func awake(_ view: UIView) {
    for subview in view.subviews { awake(subview) }
    view.awakeFromNib()
  }
}
