import Foundation

/// A nib as the app's bundle holds it once Xcode has compiled the .xib: what `UINib` and
/// `Bundle.loadNibNamed(_:owner:options:)` read. HeadlessInterfaceBuilder's `NibFile` compiles to it.
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledNib {
  public let name: String
  /// Makes the top-level objects, in the file's order, connecting File's Owner's outlets on the
  /// owner given (nil: none).
  public let instantiate: (Any?) -> [Any]

  public init(name: String, instantiate: @escaping (Any?) -> [Any]) {
    self.name = name
    self.instantiate = instantiate
  }
}
