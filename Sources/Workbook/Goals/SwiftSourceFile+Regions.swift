import SwiftScanning

extension SwiftSourceFile {
  /// The 1-based line of a declaration's keyword.
  func line(of declaration: SwiftDeclaration) -> Int {
    tokens[declaration.keyword].line + 1
  }

  /// The region of a declaration with a body, from its keyword to its closing brace.
  func region(of declaration: SwiftDeclaration, name: String) -> SourceRegion? {
    guard let body = declaration.body else { return nil }
    return SourceRegion(
      file: self, name: name, lines: tokens[declaration.keyword].line...tokens[body.close].line, body: body)
  }

  var wholeFile: SourceRegion {
    SourceRegion(file: self, name: path, lines: 0...max(0, codeLines.count - 1), body: nil)
  }
}
