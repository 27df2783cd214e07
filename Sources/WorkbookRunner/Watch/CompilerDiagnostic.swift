import Foundation

/// The attendee's first compiler error, read from `swift build`'s output: where it is, what it
/// says, and the source line with a caret under the column.
///
/// Both of the toolchain's diagnostic styles start an error with a `file:line:column: error:`
/// line; Swift 6's default style then quotes the source in a `N | code` excerpt with a
/// `` `- error: `` marker, the LLVM style (`-diagnostic-style llvm`) on the next line with a `^`
/// under it. The excerpt lines are never taken for errors of their own.
public struct CompilerDiagnostic: Equatable, Sendable {
  /// The file, relative to the repository's root when it is inside it.
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String
  /// The source line the error is on, as the compiler quoted it (or as the file has it).
  public let sourceLine: String?

  public init(file: String, line: Int, column: Int, message: String, sourceLine: String?) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// "Chapters/01-FoodTracker/Exercise/Meal.swift:12:5": what a terminal or an editor opens.
  public var location: String { "\(file):\(line):\(column)" }

  /// The first error in a build's output: the first in a file under `preferredFolder` (the
  /// exercise) if there is one, else the first anywhere. Paths under `packageRoot` are made
  /// relative to it; a source line the output does not quote is read from the file.
  public static func firstError(in output: String, packageRoot: URL, preferredFolder: URL? = nil)
    -> CompilerDiagnostic?
  {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let errors = lines.indices.compactMap { index in Header(lines[index]).map { (index, $0) } }
      .filter { $0.1.severity == "error" }
    let preferred = preferredFolder.map { $0.standardizedFileURL.path + "/" }
    let chosen =
      errors.first { entry in preferred.map { entry.1.path.hasPrefix($0) } ?? false } ?? errors.first
    guard let (index, header) = chosen else { return nil }
    let quoted = quotedSource(after: index, in: lines, line: header.line)
    return CompilerDiagnostic(
      file: relative(header.path, to: packageRoot), line: header.line, column: header.column,
      message: header.message, sourceLine: quoted ?? sourceLine(header.line, ofFile: header.path))
  }

  /// The error's source line and a caret under its column, indented: what the screen shows.
  public func excerpt(indent: String = "  ") -> [String] {
    guard let sourceLine else { return [] }
    let gutter = "\(line) | "
    let prefix = String(decoding: sourceLine.utf8.prefix(max(column - 1, 0)), as: UTF8.self)
    let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
    return [
      indent + gutter + sourceLine,
      indent + String(repeating: " ", count: gutter.count - 2) + "| " + padding + "^",
    ]
  }

  /// One `path:line:column: severity: message` line.
  struct Header {
    let path: String
    let line: Int
    let column: Int
    let severity: String
    let message: String

    init?(_ text: String) {
      // Excerpt lines start with a line number or spaces and a bar; a header starts with a path.
      guard let first = text.first, first != " ", !text.hasPrefix("error:"),
        text.range(of: #"^\d+ \| "#, options: .regularExpression) == nil,
        let severityRange = text.range(of: #":\d+:\d+: (error|warning|note): "#, options: .regularExpression)
      else { return nil }
      let position = text[severityRange].split(separator: ":")
      guard position.count >= 3, let line = Int(position[0]), let column = Int(position[1]) else {
        return nil
      }
      path = String(text[..<severityRange.lowerBound])
      self.line = line
      self.column = column
      severity = position[2].trimmingCharacters(in: .whitespaces)
      message = String(text[severityRange.upperBound...])
    }
  }

  /// The source line the compiler quoted under the header: Swift 6's `N | code` excerpt line for
  /// the error's line, or LLVM style's next line when a caret line follows it.
  private static func quotedSource(after index: Int, in lines: [String], line: Int) -> String? {
    let following = lines.dropFirst(index + 1).prefix { Header($0) == nil && !$0.isEmpty }
    let marker = "\(line) | "
    if let excerpt = following.first(where: {
      $0.trimmingCharacters(in: .init(charactersIn: " ")).hasPrefix(marker)
    }) {
      return String(excerpt.drop { $0 == " " }.dropFirst(marker.count))
    }
    let next = Array(following.prefix(2))
    if next.count == 2, next[1].trimmingCharacters(in: .whitespaces).hasPrefix("^"), !next[0].contains(" | ")
    {
      return next[0]
    }
    return nil
  }

  private static func sourceLine(_ number: Int, ofFile path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(number - 1) ? String(lines[number - 1]) : nil
  }

  private static func relative(_ path: String, to root: URL) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
