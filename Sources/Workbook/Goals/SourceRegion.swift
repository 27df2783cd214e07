import SwiftScanning

/// A stretch of one file that a scope names: a whole file, a type's declaration or extension, a
/// function.
struct SourceRegion {
  let file: SwiftSourceFile
  /// "MealTableViewController", "viewDidLoad()", or the file's path.
  let name: String
  /// 0-based lines, first to last.
  let lines: ClosedRange<Int>
  /// The declaration's body braces (token indices); nil for a whole file.
  let body: (open: Int, close: Int)?

  var firstLine: Int { lines.lowerBound }

  /// Lines of code inside the braces, or in the whole file.
  var linesOfCode: Int {
    guard let body else { return file.linesOfCode }
    return file.linesOfCode(after: file.tokens[body.open], before: file.tokens[body.close])
  }

  /// The declarations inside the body: only its members (directly in the braces), or all.
  func declarationsInside(membersOnly: Bool) -> [(file: SwiftSourceFile, declaration: SwiftDeclaration)] {
    guard let body else { return file.declarations.map { (file, $0) } }
    let memberDepth = file.tokens[body.open].depth + 1
    return file.declarations.filter { declaration in
      declaration.keyword > body.open && declaration.keyword < body.close
        && (!membersOnly || file.tokens[declaration.keyword].depth == memberDepth)
    }.map { (file, $0) }
  }
}
