import Foundation

/// A property of an entity. HeadlessCoreData has attributes only (no relationships).
@MainActor
open class NSPropertyDescription {
  /// The property's name: the key of `value(forKey:)`.
  open var name: String = ""
  /// Whether the property may be nil when saving. True unless set otherwise, as in Core Data.
  open var isOptional: Bool = true
  weak var owner: NSEntityDescription?

  /// The entity the property belongs to.
  open var entity: NSEntityDescription {
    guard let owner else { fatalError("The property \"\(name)\" belongs to no entity.") }
    return owner
  }

  public init() {}
}
