import Foundation

/// An image, without pixels: it keeps its name.
public final class UIImage: Hashable, CustomStringConvertible, Sendable {
  /// The name it was loaded by ("meal1"), or a description of where it came from.
  public let name: String

  /// Loads a named image. There are no asset catalogues here, so every name loads.
  public init?(named name: String) {
    self.name = name
  }

  /// An SF Symbol by name.
  public init?(systemName name: String) {
    self.name = "symbol " + name
  }

  /// An image for an image made in code, e.g. by a test standing in for the photo library.
  public init(headlessName name: String) {
    self.name = name
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}
