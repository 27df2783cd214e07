import Foundation
import SwiftScanning

/// The names that put a type on the screen: HeadlessUIKit's responders (views, view controllers,
/// windows, the application) and the protocols named after them (`UITableViewDataSource`), and
/// the types of a chapter's Kit that name one of those. A type whose code names none of them, nor a
/// type of its own sources that does, is one a unit test can exercise without importing
/// HeadlessUIKit: without a screen.
public struct ScreenVocabulary: Sendable, Equatable {
  public let names: Set<String>

  public init(names: Set<String>) {
    self.names = names
  }

  /// Reads HeadlessUIKit's sources (the subclasses of `UIResponder`, and the protocols whose names
  /// start with one of theirs) and, if given, a chapter's Kit (its types that name those).
  public init(headlessUIKit: URL, kit: URL? = nil) throws {
    let uikit = TypeMap(try SwiftSources(folder: headlessUIKit))
    var responders: Set<String> = ["UIResponder"]
    var grew = true
    while grew {
      let next = uikit.types.filter {
        !responders.contains($0.name) && !$0.inherited.isDisjoint(with: responders)
      }
      responders.formUnion(next.map(\.name))
      grew = !next.isEmpty
    }
    let protocols = uikit.protocols.keys.filter { name in responders.contains { name.hasPrefix($0) } }
    var vocabulary = ScreenVocabulary(names: responders.union(protocols))
    if let kit { vocabulary = try vocabulary.adding(kit: kit) }
    self = vocabulary
  }

  /// These names and the types of a chapter's Kit that name one of them (itself when there is no
  /// Kit folder).
  public func adding(kit: URL) throws -> ScreenVocabulary {
    guard FileManager.default.fileExists(atPath: kit.path) else { return self }
    return ScreenVocabulary(
      names: names.union(TypeMap(try SwiftSources(folder: kit)).screenBound(given: names)))
  }
}
