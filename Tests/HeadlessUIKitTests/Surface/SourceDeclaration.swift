import Foundation

/// A public declaration of HeadlessUIKit or HeadlessCoreData, read from its source file.
struct SourceDeclaration {
  var declaration: SurfaceDeclaration
  /// The enclosing types' path, `UITableViewCell.CellStyle`; empty at file level.
  let container: String
  let file: String
  let line: Int
  /// Declared in an extension (a protocol's default implementation, a Foundation type's
  /// addition) rather than in the type's body.
  let isInExtension: Bool
  /// The declaration as written, from its keyword to its body.
  var written = ""

  /// `UITableView.dequeueReusableCell(withIdentifier:for:)`, `UITableView`.
  var path: String { container.isEmpty ? declaration.key : container + "." + declaration.key }

  /// The public declarations of a module's files.
  static func read(files: [URL]) throws -> [SourceDeclaration] {
    try files.flatMap { file in
      let path = file.path.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
      return read(source: try String(contentsOf: file, encoding: .utf8), file: path)
    }
  }

  /// The public declarations of one file's text.
  static func read(source: String, file: String) -> [SourceDeclaration] {
    var reader = Reader(tokens: SourceToken.tokens(of: source), file: file)
    reader.run()
    return reader.found
  }
}

/// Walks one file's tokens, keeping the stack of braces: a type's or extension's body is a
/// container, any other body (a function's, an accessor's, a closure) is not, and nothing
/// declared inside it is the module's surface.
private struct Reader {
  struct Scope {
    var path: String?
    var isPublicProtocol = false
    var isPublicExtension = false
    var isExtension = false
    var isPublicEnum = false
    /// Inside an `@_spi` type or extension: not the module's public surface.
    var isSPI = false
  }

  let tokens: [SourceToken]
  let file: String
  var found: [SourceDeclaration] = []
  private var scopes: [Scope] = [Scope(path: "")]
  private var pending: Scope?

  init(tokens: [SourceToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  mutating func run() {
    var index = 0
    while index < tokens.count {
      let text = tokens[index].text
      if text == "{" {
        scopes.append(pending ?? Scope())
        pending = nil
        index += 1
      } else if text == "}" {
        if scopes.count > 1 { scopes.removeLast() }
        index += 1
      } else if let current = scopes.last, current.path != nil {
        index = declaration(at: index, in: current)
      } else {
        index += 1
      }
    }
  }

  /// Reads the declaration starting at `index` if there is one; returns where to go on.
  private mutating func declaration(at index: Int, in scope: Scope) -> Int {
    let (modifiers, keyword) = SurfaceParser.modifiers(tokens, from: index)
    guard keyword < tokens.count else { return keyword }
    let word = tokens[keyword].text
    guard SurfaceParser.typeKeywords.contains(word) || SurfaceParser.memberKeywords.contains(word),
      let (declarations, next) = SurfaceParser.declarations(
        tokens, at: keyword, container: scope.path ?? "", modifiers: modifiers)
    else { return max(keyword, index + 1) }
    // `@_spi(…) public` is for the module's own translations, not for lesson code.
    let isSPI = scope.isSPI || modifiers.contains("@_spi")
    let isPublic = self.isPublic(modifiers, word: word, in: scope) && !isSPI
    for declaration in declarations {
      if declaration.kind != .extension, isPublic {
        found.append(
          SourceDeclaration(
            declaration: declaration, container: scope.path ?? "", file: file, line: tokens[keyword].line,
            isInExtension: scope.isExtension,
            written: SourceToken.joined(tokens[keyword..<min(next, tokens.count)])))
      }
      if SurfaceParser.typeKeywords.contains(word) {
        let path =
          word == "extension" || (scope.path ?? "").isEmpty
          ? declaration.name : (scope.path ?? "") + "." + declaration.name
        pending = Scope(
          path: path, isPublicProtocol: word == "protocol" && isPublic,
          isPublicExtension: word == "extension" && modifiers.contains("public"),
          isExtension: word == "extension", isPublicEnum: word == "enum" && isPublic, isSPI: isSPI)
      }
    }
    return next
  }

  private func isPublic(_ modifiers: [String], word: String, in scope: Scope) -> Bool {
    if modifiers.contains(where: { $0 == "public" || $0 == "open" }) { return true }
    let restricted = modifiers.contains { ["private", "fileprivate", "internal"].contains($0) }
    if restricted { return false }
    return scope.isPublicProtocol || scope.isPublicExtension || (word == "case" && scope.isPublicEnum)
  }
}
