import Foundation

/// A nib, as UIKit's `UINib`: the archived objects of a .xib file, instantiated on demand.
///
/// There is no Interface Builder here: a nib's contents are declared in code as a `UINib.File`
/// (an `ArticleCell.xib.swift` beside the cell's class), and the app's bundle lists its files
/// (`UIBundleNibFiles`). `UINib(nibName:bundle:)` finds a file by name in the running app's
/// bundle when it is instantiated, as UIKit's loads it lazily. See docs/HeadlessUIKit.md,
/// "Nibs in code".
///
/// ```swift
/// // ArticleCell.xib: one top-level object, the cell, whose outlets connect to its own labels.
/// let articleCell = UINib.File("ArticleCell") {
///   let cell = ArticleCell(style: .default, reuseIdentifier: "ArticleCell")
///   cell.titleLabel = UILabel()
///   cell.contentView.addSubview(cell.titleLabel)
///   return [cell]
/// }
/// // ArticlesView.xib: File's Owner is an ArticlesView; its outlet connects to the table.
/// let articlesView = UINib.File("ArticlesView", owner: ArticlesView.self) { owner in
///   let view = UIView()
///   owner?.articlesTableView = UITableView(frame: .zero, style: .plain)
///   …
///   return [view]
/// }
/// ```
@MainActor
public final class UINib {
  /// Keys of the options passed when instantiating a nib (none is needed here).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// A .xib file's contents in code: its name, and what instantiating it makes (its top-level
  /// objects, in the file's order) and connects (the outlets on File's Owner).
  @MainActor
  public struct File {
    public let name: String
    let instantiate: (Any?) -> [Any]

    /// A nib without File's Owner connections (a cell, a view that is its own owner's content).
    public init(_ name: String, topLevelObjects: @escaping () -> [Any]) {
      self.name = name
      self.instantiate = { _ in topLevelObjects() }
    }

    /// A nib whose File's Owner is of class `Owner`: `topLevelObjects` makes the objects and
    /// connects the owner's outlets, which `outlets` names (as the nib's connections do).
    /// Loaded with a nil owner, the outlets stay unconnected, as in UIKit. Loaded with an owner
    /// of another class, the first connection is a fault, as UIKit's key-value coding raises it
    /// ("…is not key value coding-compliant for the key …"); a nib that names no outlets leaves
    /// them unconnected then.
    public init<Owner>(
      _ name: String, owner: Owner.Type, outlets: [String] = [],
      topLevelObjects: @escaping (Owner?) -> [Any]
    ) {
      self.name = name
      self.instantiate = { owner in
        if let owner, !(owner is Owner), let key = outlets.first {
          UIKitFault.raise(
            UIKitFault.unknownKey,
            "[<\(type(of: owner)) 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
              + "for the key \(key).")
          return []
        }
        return topLevelObjects(owner as? Owner)
      }
    }
  }

  /// The nib's name (its file's, without the extension).
  public let name: String

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
    guard let file = UIApplication.shared.nibFiles[name] else {
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
