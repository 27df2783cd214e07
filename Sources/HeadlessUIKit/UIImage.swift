import Foundation

/// An image, without pixels: it keeps its name. An `NSObject`, as UIKit's is; equal images have
/// equal names.
public final class UIImage: NSObject, Sendable {
  /// The name it was loaded by ("meal1"), or a description of where it came from.
  public let name: String

  /// Loads a named image. There are no asset catalogues here, so every name loads.
  public init?(named name: String) {
    self.name = name
    super.init()
  }

  /// An SF Symbol by name.
  public init?(systemName name: String) {
    self.name = "symbol " + name
    super.init()
  }

  /// An image for an image made in code, e.g. by a test standing in for the photo library.
  public init(headlessName name: String) {
    self.name = name
    super.init()
  }

  override public func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.name == name }
  override public var hash: Int { name.hashValue }
  override public var description: String { name }
}
