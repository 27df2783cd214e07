import SwiftScanning

/// How each kind of check reads the sources, and what it reports when it does not hold.
extension SourceCheck {
  /// How many findings one check lists before it sums up the rest.
  static let findingsShown = 6

  /// Why the check does not hold, one line each (file and line where that applies); empty when
  /// it holds. A scope that names nothing (a type that is not there) is a finding of its own.
  func findings(in sources: SwiftSources) -> [String] {
    findings(in: GoalEvidence(sources: sources))
  }

  /// Why the check does not hold against a variant's sources and tests.
  func findings(in evidence: GoalEvidence) -> [String] {
    let sources = evidence.sources
    switch self {
    case .tested(let names): return testing(names, in: evidence)
    case .used(let pattern, let atLeast): return using(pattern, atLeast, in: evidence)
    default: break
    }
    let regions: [SourceRegion]
    switch sources.regions(scope) {
    case .success(let found): regions = found
    case .failure(let missing): return [missing.description]
    }
    switch self {
    case .lacks(let phrases, _):
      return lacking(phrases, in: regions)
    case .contains(let phrases, _):
      return containing(phrases, in: regions)
    case .declares(let pattern, _, let atLeast):
      return declaring(pattern, atLeast, in: regions, of: sources)
    case .atMost(let limit, _):
      return measuring(limit, in: regions)
    case .tested, .used:
      return []  // answered above
    }
  }

  /// Where the check looks.
  var scope: SourceScope {
    switch self {
    case .lacks(_, let scope), .contains(_, let scope), .declares(_, let scope, _), .atMost(_, let scope):
      scope
    case .tested, .used: .everywhere
    }
  }

  private func lacking(_ phrases: [String], in regions: [SourceRegion]) -> [String] {
    var findings: [String] = []
    var seen = Set<String>()
    for region in regions {
      for line in region.lines {
        let found = phrases.filter { SourcePhrase($0).occurs(in: region.file.codeLines[line]) }
        let place = "\(region.file.path):\(line + 1)"
        guard !found.isEmpty, seen.insert(place).inserted else { continue }
        findings.append("\(place): \(found.joined(separator: ", ")) — \(region.file.writtenLine(line + 1))")
      }
    }
    return Self.capped(findings, noun: "line")
  }

  private func containing(_ phrases: [String], in regions: [SourceRegion]) -> [String] {
    phrases.filter { phrase in
      let pattern = SourcePhrase(phrase)
      return !regions.contains { region in
        region.lines.contains { pattern.occurs(in: region.file.codeLines[$0]) }
      }
    }.map { "no \($0) in \(scope)" }
  }

  private func declaring(
    _ pattern: DeclarationPattern, _ atLeast: Int, in regions: [SourceRegion], of sources: SwiftSources
  ) -> [String] {
    // In a type, its members; in a function, everything inside it; in files, everything.
    let candidates = regions.flatMap { $0.declarationsInside(membersOnly: scope.isType) }
    let named = candidates.filter { candidate in
      pattern.kind.includes(candidate.declaration.kind, extensions: pattern.conformance != nil)
        && Glob(pattern.name).matches(candidate.declaration.name)
    }
    let protocols = sources.protocolNames
    func matches(_ declaration: SwiftDeclaration) -> Bool {
      if pattern.isPrivate && !declaration.isPrivate { return false }
      guard let conformance = pattern.conformance else { return true }
      return declaration.inherited.contains { protocols.contains($0) && Glob(conformance).matches($0) }
    }
    let matching = named.filter { matches($0.declaration) }
    let count = pattern.kind == .type ? Set(matching.map(\.declaration.name)).count : matching.count
    guard count < atLeast else { return [] }

    let within = scope == .everywhere ? "" : " in \(scope)"
    var findings: [String] = []
    if count == 0 {
      findings.append("found no \(pattern)\(within)" + (atLeast > 1 ? " (\(atLeast) needed)" : ""))
    } else {
      let found = matching.map {
        "\($0.declaration.name) (\($0.file.path):\($0.file.line(of: $0.declaration)))"
      }
      findings.append(
        "found \(count) of the \(atLeast) needed: \(pattern)\(within) — \(found.joined(separator: ", "))")
    }
    // The near misses of a name given in full: what has the name, but not the rest.
    guard !pattern.name.contains("*") else { return findings }
    let nearMisses = named.filter { !matches($0.declaration) }.map { file, declaration in
      let line = file.line(of: declaration)
      let why =
        pattern.isPrivate && !declaration.isPrivate
        ? "is not private"
        : "adopts no protocol"
          + (pattern.conformance.map { $0 == "*" ? "" : " named \($0)" } ?? "")
          + " declared in these sources"
      return "\(file.path):\(line): \(declaration.name) \(why) — \(file.writtenLine(line))"
    }
    return findings + Self.capped(nearMisses, noun: "declaration")
  }

  private func measuring(_ limit: Int, in regions: [SourceRegion]) -> [String] {
    func tooLong(_ what: String, _ lines: Int) -> String {
      "\(what) has \(lines) \(lines == 1 ? "line" : "lines") of code; at most \(limit)"
    }
    var findings: [String] = []
    switch scope {
    case .everywhere, .file:
      for region in regions where region.linesOfCode > limit {
        findings.append(tooLong(region.file.path, region.linesOfCode))
      }
    case .type:
      // A type's extensions are the type: moving code into one does not make the type shorter.
      var names: [String] = []
      var totals: [String: (lines: Int, places: [String])] = [:]
      for region in regions {
        if totals[region.name] == nil { names.append(region.name) }
        totals[region.name, default: (0, [])].lines += region.linesOfCode
        totals[region.name, default: (0, [])].places.append("\(region.file.path):\(region.firstLine + 1)")
      }
      for name in names where totals[name]!.lines > limit {
        let places = totals[name]!.places.joined(separator: ", ")
        findings.append(tooLong("\(name) (\(places))", totals[name]!.lines))
      }
    case .function:
      for region in regions where region.linesOfCode > limit {
        findings.append(
          tooLong("\(region.file.path):\(region.firstLine + 1): \(region.name)", region.linesOfCode))
      }
    }
    return Self.capped(findings, noun: "finding")
  }

  /// The first findings, and a line that counts the rest: "… and 3 more lines".
  static func capped(_ findings: [String], noun: String) -> [String] {
    guard findings.count > findingsShown else { return findings }
    let rest = findings.count - findingsShown
    return Array(findings.prefix(findingsShown)) + ["… and \(rest) more \(noun)\(rest == 1 ? "" : "s")"]
  }
}

extension SourceScope {
  var isType: Bool {
    if case .type = self { return true }
    return false
  }
}

extension DeclarationPattern.Kind {
  /// Whether a declaration is of this kind. A type's conformance may be declared in an extension.
  func includes(_ kind: SwiftDeclaration.Kind, extensions: Bool) -> Bool {
    switch (self, kind) {
    case (.type, .type): true
    case (.type, .extension): extensions
    case (.protocol, .protocol), (.function, .function), (.property, .property): true
    default: false
    }
  }
}

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

/// A scope that names nothing in the sources: a goal cannot hold about a type that is not there.
struct MissingScope: Error, CustomStringConvertible {
  let description: String
}

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

extension SwiftSources {
  /// The stretches of source a scope names, or why it names nothing.
  func regions(_ scope: SourceScope) -> Result<[SourceRegion], MissingScope> {
    switch scope {
    case .everywhere:
      return .success(files.map(\.wholeFile))
    case .file(let name):
      let found = files.filter { $0.path == name || $0.path.hasSuffix("/" + name) }
      guard !found.isEmpty else {
        return .failure(MissingScope(description: "no file \(name) in the sources"))
      }
      return .success(found.map(\.wholeFile))
    case .type(let name):
      let found = typeRegions(name)
      guard !found.isEmpty else {
        return .failure(MissingScope(description: "no type \(name) in the sources"))
      }
      return .success(found)
    case .function(let name, let typeName):
      let types = typeRegions(typeName)
      guard !types.isEmpty else {
        return .failure(MissingScope(description: "no type \(typeName) in the sources"))
      }
      let found = types.flatMap { type in
        type.declarationsInside(membersOnly: true).compactMap { file, declaration -> SourceRegion? in
          guard declaration.kind == .function, Glob(name).matches(declaration.name) else { return nil }
          return file.region(of: declaration, name: declaration.label)
        }
      }
      guard !found.isEmpty else {
        return .failure(
          MissingScope(
            description: name == "*" ? "\(typeName) has no methods" : "no func \(name)() in \(typeName)"))
      }
      return .success(found)
    }
  }

  /// Every declaration and extension of the types a name (or `*` pattern) names.
  private func typeRegions(_ name: String) -> [SourceRegion] {
    declarations.compactMap { file, declaration in
      switch declaration.kind {
      case .type, .extension:
        guard Glob(name).matches(declaration.name) else { return nil }
        return file.region(of: declaration, name: declaration.name)
      default:
        return nil
      }
    }
  }
}

/// A word or phrase of code a check looks for: "FileManager", "Data(contentsOf:",
/// "import HeadlessCoreData". It matches whole words: "Data" is not found in "Metadata" or in
/// "UITableViewDataSource".
struct SourcePhrase {
  let characters: [Character]

  init(_ phrase: String) {
    characters = Array(phrase)
  }

  func occurs(in line: String) -> Bool {
    let line = Array(line)
    guard let first = characters.first, let last = characters.last, characters.count <= line.count else {
      return false
    }
    for start in 0...(line.count - characters.count) where line[start] == first {
      let end = start + characters.count
      guard line[start..<end].elementsEqual(characters) else { continue }
      if first.isIdentifierCharacter, start > 0, line[start - 1].isIdentifierCharacter { continue }
      if last.isIdentifierCharacter, end < line.count, line[end].isIdentifierCharacter { continue }
      return true
    }
    return false
  }
}

/// A name pattern where `*` stands for any run of characters: "*Storage", "InMemory*", "*".
struct Glob {
  let pattern: [Character]

  init(_ pattern: String) {
    self.pattern = Array(pattern)
  }

  func matches(_ name: String) -> Bool {
    let name = Array(name)
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if p < pattern.count, pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let backtrack = star {
        // Let the last `*` take one more character.
        star = (backtrack.pattern, backtrack.name + 1)
        p = backtrack.pattern + 1
        n = backtrack.name + 1
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
