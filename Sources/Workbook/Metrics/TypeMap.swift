/// The types, protocols and code lines of one variant's sources, as the comparison measures them:
/// each declared type with its lines of code (declaration and extensions), the identifiers its code
/// names, the protocols it adopts, and which type each line of code belongs to.
struct TypeMap {
  /// A class, struct, enum or actor the sources declare, with everything its regions say.
  struct DeclaredType {
    let name: String
    /// Lines of code in its declaration and its extensions (a nested type's lines count in the
    /// type that encloses it as well).
    var lines = 0
    /// The identifiers its code names (its inheritance clauses included).
    var names = Set<String>()
    /// The names in its inheritance clauses.
    var inherited = Set<String>()
    /// How many methods and initialisers with a body it declares: whether it has behaviour to
    /// test, or only carries data.
    var methods = 0
  }

  let sources: SwiftSources
  /// By name, in order of first declaration.
  private(set) var types: [DeclaredType] = []
  /// The protocols the sources declare, with the identifiers their requirements name.
  private(set) var protocols: [String: Set<String>] = [:]

  init(_ sources: SwiftSources) {
    self.sources = sources
    var index: [String: Int] = [:]
    for (file, declaration) in sources.declarations {
      guard let region = file.region(of: declaration, name: declaration.name) else { continue }
      let end = declaration.body?.close ?? declaration.keyword
      let names = Set(file.tokens[declaration.keyword...end].filter(\.isIdentifier).map(\.text))
      switch declaration.kind {
      case .protocol:
        protocols[declaration.name, default: []].formUnion(names)
      case .type, .extension:
        if case .extension = declaration.kind, index[declaration.name] == nil { continue }  // a Kit type's
        let position = index[declaration.name] ?? types.count
        if position == types.count {
          index[declaration.name] = position
          types.append(DeclaredType(name: declaration.name))
        }
        types[position].lines += region.linesOfCode
        types[position].names.formUnion(names)
        types[position].inherited.formUnion(declaration.inherited)
        types[position].methods += region.declarationsInside(membersOnly: true).count {
          $0.declaration.kind == .function && $0.declaration.body != nil
        }
      default:
        continue
      }
    }
  }

  /// The type with this name.
  func type(_ name: String) -> DeclaredType? {
    types.first { $0.name == name }
  }

  /// Every line of code, normalised (trimmed, runs of spaces as one), with the innermost type
  /// whose declaration or extension contains it (nil: outside every type). Lines that are only
  /// punctuation (`}`, `})`) are left out: they move with everything and say nothing.
  func codeLines() -> [(text: String, type: String?)] {
    var lines: [(String, String?)] = []
    for file in sources.files {
      let regions = file.declarations.compactMap { declaration -> SourceRegion? in
        switch declaration.kind {
        case .type, .extension: file.region(of: declaration, name: declaration.name)
        default: nil
        }
      }
      for (number, code) in file.codeLines.enumerated() {
        let text = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard text.contains(where: { $0.isIdentifierCharacter }) else { continue }
        let innermost = regions.filter { $0.lines.contains(number) }.min { $0.lines.count < $1.lines.count }
        lines.append((text, innermost?.name))
      }
    }
    return lines
  }
}
