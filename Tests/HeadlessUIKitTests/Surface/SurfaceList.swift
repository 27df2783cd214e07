import Foundation

/// docs/UIKitSurface.tsv: every UIKit, Core Data and Foundation-on-iOS declaration the lessons
/// use, as Apple's documentation gives it. One declaration a line, tab-separated: the enclosing
/// type (empty for a type), the Swift declaration, the iOS version that introduced it, `open`
/// where Apple documents subclassing or overriding it, and its documentation identifier.
/// Lines starting with `#` are comments.
struct SurfaceList {
  struct Entry {
    let container: String
    var declaration: SurfaceDeclaration
    let written: String
    let introduced: OperatingSystemVersion
    let isOpen: Bool
    let documentation: String
    let line: Int

    var path: String { container.isEmpty ? declaration.key : container + "." + declaration.key }
  }

  let entries: [Entry]
  /// Lines the list could not read, with why.
  let problems: [String]

  static let url = repositoryRoot.appending(path: "docs/UIKitSurface.tsv")

  init(contentsOf url: URL = Self.url) throws {
    try self.init(text: String(contentsOf: url, encoding: .utf8))
  }

  init(text: String) {
    var entries: [Entry] = []
    var problems: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.hasPrefix("#"), !line.hasPrefix("container\t"),
        !line.trimmingCharacters(in: .whitespaces).isEmpty
      else { continue }
      switch Self.entry(String(line), line: index + 1) {
      case .success(let entry): entries.append(entry)
      case .failure(let problem): problems.append("docs/UIKitSurface.tsv:\(index + 1): \(problem.message)")
      }
    }
    let spelt = SurfaceType.spellingOutAliases(entries.map { ($0.container, $0.declaration) })
    self.entries = Self.resolvingFunctionAliases(
      zip(entries, spelt).map { entry, declaration in
        var entry = entry
        entry.declaration = declaration
        return entry
      })
    self.problems = problems
  }

  /// Marks the parameters whose type is a listed alias of a function type (`handler: @escaping
  /// UIActionHandler`), so that a trailing closure may fill them.
  private static func resolvingFunctionAliases(_ entries: [Entry]) -> [Entry] {
    let aliases = Set(
      entries.filter { $0.declaration.kind == .typealias && $0.declaration.type.contains("->") }
        .flatMap { [$0.declaration.name, $0.path] })
    return entries.map { entry in
      var entry = entry
      entry.declaration.parameters = entry.declaration.parameters?.map { parameter in
        var parameter = parameter
        // `UITableViewDiffableDataSource<S, I>.CellProvider` is the alias `CellProvider`.
        let bare =
          parameter.type.replacingOccurrences(of: "@escaping ", with: "")
          .split(separator: ".").last.map(String.init) ?? ""
        parameter.isFunctionAlias = aliases.contains(bare) || aliases.contains { $0.hasSuffix("." + bare) }
        return parameter
      }
      return entry
    }
  }

  struct Problem: Error { let message: String }

  private static func entry(_ line: String, line number: Int) -> Result<Entry, Problem> {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 5 else { return .failure(Problem(message: "expected 5 tab-separated fields")) }
    let tokens = SourceToken.tokens(of: fields[1])
    let (modifiers, keyword) = SurfaceParser.modifiers(tokens, from: 0)
    guard keyword < tokens.count,
      let (declarations, _) = SurfaceParser.declarations(
        tokens, at: keyword, container: fields[0], modifiers: modifiers),
      declarations.count == 1
    else { return .failure(Problem(message: "not one declaration: \(fields[1])")) }
    guard let introduced = version(fields[2]) else {
      return .failure(Problem(message: "availability must read iOS N.N: \(fields[2])"))
    }
    guard ["", "open"].contains(fields[3]), fields[4].hasPrefix("/documentation/") else {
      return .failure(Problem(message: "the fourth field is empty or open, the fifth a /documentation/ path"))
    }
    return .success(
      Entry(
        container: fields[0], declaration: declarations[0], written: fields[1], introduced: introduced,
        isOpen: fields[3] == "open", documentation: fields[4], line: number))
  }

  /// `iOS 13.0` → 13.0.0.
  static func version(_ text: String) -> OperatingSystemVersion? {
    guard text.hasPrefix("iOS ") else { return nil }
    let parts = text.dropFirst(4).split(separator: ".").compactMap { Int($0) }
    guard (1...3).contains(parts.count) else { return nil }
    return OperatingSystemVersion(
      majorVersion: parts[0], minorVersion: parts.count > 1 ? parts[1] : 0,
      patchVersion: parts.count > 2 ? parts[2] : 0)
  }
}

/// The repository's folder, from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

extension OperatingSystemVersion {
  var text: String { "iOS \(majorVersion).\(minorVersion)" + (patchVersion > 0 ? ".\(patchVersion)" : "") }

  static func > (left: Self, right: Self) -> Bool {
    (left.majorVersion, left.minorVersion, left.patchVersion)
      > (right.majorVersion, right.minorVersion, right.patchVersion)
  }
}
