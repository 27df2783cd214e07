@_spi(InterfaceBuilder) import HeadlessUIKit

/// A .xib file written in code, as an `ArticleCell.xib.swift` beside the cell's class translates
/// one: its name, and what instantiating it makes (its top-level objects, in the file's order) and
/// connects (the outlets on File's Owner). It is not UIKit API: the app's bundle holds it compiled
/// (`AppBundle`), and UIKit's `UINib(nibName:bundle:)` and `Bundle.loadNibNamed(_:owner:options:)`
/// read it at run time. See docs/HeadlessUIKit.md, "Nibs in code".
///
/// ```swift
/// // ArticleCell.xib: one top-level object, the cell, whose outlets connect to its own labels.
/// let articleCell = NibFile("ArticleCell") {
///   let cell = ArticleCell(style: .default, reuseIdentifier: "ArticleCell")
///   cell.titleLabel = UILabel()
///   cell.contentView.addSubview(cell.titleLabel)
///   return [cell]
/// }
/// // ArticlesView.xib: File's Owner is an ArticlesView; its outlet connects to the table.
/// let articlesView = NibFile("ArticlesView", owner: ArticlesView.self) { owner in
///   let view = UIView()
///   owner?.articlesTableView = UITableView(frame: .zero, style: .plain)
///   …
///   return [view]
/// }
/// ```
@MainActor
public struct NibFile {
  /// The file's name without its extension: what `UINib(nibName:bundle:)` asks for.
  public let name: String
  let compiled: CompiledNib

  /// A nib without File's Owner connections (a cell, a view that is its own owner's content).
  public init(_ name: String, topLevelObjects: @escaping () -> [Any]) {
    self.name = name
    compiled = CompiledNib(name: name) { _ in topLevelObjects() }
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
    compiled = CompiledNib(name: name) { owner in
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
