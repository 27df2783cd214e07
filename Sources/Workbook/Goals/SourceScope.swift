/// Where a check looks.
public enum SourceScope: Sendable, Equatable, CustomStringConvertible {
  /// Every file.
  case everywhere
  /// Every file but those with these names: what an app's composition root (its app delegate, or
  /// a VIP scene's components, whose defaults their tests replace) may do and nothing else may,
  /// such as making the managers it hands over or reading the device's clock.
  case everywhereBut([String])
  /// The file with this name (or path relative to the variant's folder).
  case file(String)
  /// The type with this name: its declaration and its extensions, in whatever file. The name may
  /// use `*` for any run of characters.
  case type(String)
  /// The function (or `init`) with this name among the members of a type (`*` for all of them).
  case function(String, in: String)

  public var description: String {
    switch self {
    case .everywhere: "the sources"
    case .everywhereBut(let names): "the sources but \(names.joined(separator: ", "))"
    case .file(let name): name
    case .type(let name): name
    case .function(let name, let type): name == "*" ? "the methods of \(type)" : "\(type).\(name)()"
    }
  }
}

extension SourceScope {
  /// Every file but the one with this name.
  public static func everywhereBut(_ name: String) -> SourceScope { .everywhereBut([name]) }

  var isType: Bool {
    if case .type = self { return true }
    return false
  }
}
