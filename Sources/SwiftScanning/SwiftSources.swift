import Foundation

/// A variant's Swift sources, read for refactoring goals: each file as written, and as code with
/// its comments and the text of its string literals blanked out, so that a word in a comment or a
/// log message never counts as code, and a brace in a string never opens a block.
///
/// This is a reader of source text, not a compiler: `SwiftScanner` knows Swift's comments and
/// string literals, `SwiftLexer` its words, and this reads the braces and the declarations a goal
/// names (types, extensions, protocols, functions, properties) from the lexer's tokens.
public struct SwiftSources: Sendable {
  /// The `.swift` files, by path relative to the folder, in byte order of their paths.
  public let files: [SwiftSourceFile]

  /// Sources given as text, by path (Workbook's `init(folder:)` reads them from a folder).
  public init(files: [String: String]) {
    // Byte order of the UTF-8, as Workbook's `SourceFolder.pathOrder`: the same on every
    // platform and locale.
    self.files = files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      SwiftSourceFile(path: $0, text: files[$0]!)
    }
  }

  /// Every declaration in every file.
  package var declarations: [(file: SwiftSourceFile, declaration: SwiftDeclaration)] {
    files.flatMap { file in file.declarations.map { (file, $0) } }
  }

  /// The names of the protocols these sources declare.
  package var protocolNames: Set<String> {
    Set(declarations.filter { $0.declaration.kind == .protocol }.map(\.declaration.name))
  }
}
