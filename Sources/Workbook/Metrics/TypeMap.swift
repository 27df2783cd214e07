import SwiftScanning

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
  /// By qualified name (`ListMeals.FetchMeals.Request`), in order of declaration.
  private(set) var types: [DeclaredType] = []
  /// The protocols the sources declare, with the identifiers their requirements name.
  private(set) var protocols: [String: Set<String>] = [:]

  /// `codeLines()`, kept once worked out (the map is shared through a `SourceCache`).
  private let codeLinesKept = Memo<[(text: String, type: String?)]>()

  init(_ sources: SwiftSources) {
    self.sources = sources
    var index: [String: Int] = [:]
    // Types first, then their extensions (a file of extensions may sort before the type's own).
    for (file, declaration) in sources.declarations {
      switch declaration.kind {
      case .protocol:
        protocols[declaration.name, default: []].formUnion(Self.names(in: declaration, of: file))
      case .type:
        let name = Self.qualifiedName(of: declaration, in: file)
        guard index[name] == nil else { continue }
        index[name] = types.count
        types.append(DeclaredType(name: name))
      default:
        continue
      }
    }
    for (file, declaration) in sources.declarations {
      guard declaration.kind == .extension || declaration.isType,
        let position = Self.position(of: declaration, in: file, among: index),  // nil: a Kit type's
        let region = file.region(of: declaration, name: declaration.name)
      else { continue }
      types[position].lines += region.linesOfCode
      types[position].names.formUnion(Self.names(in: declaration, of: file))
      types[position].inherited.formUnion(declaration.inherited)
      types[position].methods += region.declarationsInside(membersOnly: true).count {
        $0.declaration.kind == .function && $0.declaration.body != nil
      }
    }
  }

  /// Where a type's declaration, or the type an extension extends, is in `types`: by qualified
  /// name, else (an extension written with the type's short name) by a name that ends with it.
  private static func position(
    of declaration: SwiftDeclaration, in file: SwiftSourceFile, among index: [String: Int]
  ) -> Int? {
    let name = qualifiedName(of: declaration, in: file)
    if let position = index[name] { return position }
    let candidates = index.filter { $0.key.hasSuffix("." + name) }
    return candidates.count == 1 ? candidates.first?.value : nil
  }

  /// The identifiers a declaration's code names, from its keyword to its closing brace, but for
  /// the qualifiers of an extended type (`MealTableViewCell` in `extension MealTableViewCell.ViewData`):
  /// naming the type a type is nested in is not using it.
  private static func names(in declaration: SwiftDeclaration, of file: SwiftSourceFile) -> Set<String> {
    let end = declaration.body?.close ?? declaration.keyword
    var start = declaration.keyword + 1
    if declaration.kind == .extension {
      while start + 2 <= end, file.tokens[start].isIdentifier, file.tokens[start + 1].text == "." {
        start += 2
      }
    }
    guard start <= end else { return [] }
    return Set(file.tokens[start...end].filter(\.isIdentifier).map(\.text))
  }

  /// `ListMeals.FetchMeals.Request`: the names of the types and extensions a declaration is
  /// nested in, then its own; an extension's, the name as written after `extension`.
  static func qualifiedName(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> String {
    if declaration.kind == .extension {
      var parts: [String] = []
      var position = declaration.keyword + 1
      while position < file.tokens.count, file.tokens[position].isIdentifier {
        parts.append(file.tokens[position].text)
        guard position + 2 < file.tokens.count, file.tokens[position + 1].text == "." else { break }
        position += 2
      }
      return parts.joined(separator: ".")
    }
    let enclosing = file.declarations.filter { outer in
      (outer.kind == .extension || outer.isType)
        && outer.body.map {
          $0.open < declaration.keyword && declaration.keyword < $0.close
        } ?? false
    }.max { ($0.body?.open ?? 0) < ($1.body?.open ?? 0) }
    return enclosing.map { qualifiedName(of: $0, in: file) + "." + declaration.name } ?? declaration.name
  }

  /// The type with this name.
  func type(_ name: String) -> DeclaredType? {
    types.first { $0.name == name }
  }

  /// Every line of code, normalised (trimmed, runs of spaces as one), with the innermost type
  /// whose declaration or extension contains it (nil: outside every type). Lines that are only
  /// punctuation (`}`, `})`) are left out: they move with everything and say nothing.
  func codeLines() -> [(text: String, type: String?)] {
    // Every column of a comparison measures against the root's lines: worked out once per map.
    codeLinesKept.value(for: "") { placedCodeLines() }
  }

  private func placedCodeLines() -> [(text: String, type: String?)] {
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
