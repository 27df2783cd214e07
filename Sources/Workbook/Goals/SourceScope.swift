/// Where a check looks.
public enum SourceScope: Sendable, Equatable, CustomStringConvertible {
  /// Every file.
  case everywhere
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
    case .file(let name): name
    case .type(let name): name
    case .function(let name, let type): name == "*" ? "the methods of \(type)" : "\(type).\(name)()"
    }
  }
}

extension SourceScope {
  var isType: Bool {
    if case .type = self { return true }
    return false
  }
}
