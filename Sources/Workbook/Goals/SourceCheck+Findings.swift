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
    case .tested(let names, let share): return testing(names, killing: share, in: evidence)
    case .used(let pattern, let atLeast): return using(pattern, atLeast, in: evidence)
    case .holds(let responsibility, let roles, let controller):
      return holding(responsibility, by: roles, reachedFrom: controller, in: sources)
    case .reaches(let name, let controller): return reaching(name, from: controller, in: sources)
    case .seam(let name): return seaming(name, in: evidence)
    case .seamAdopted(let type): return seamingAdopted(by: type, in: evidence)
    default: break
    }
    let regions: [SourceRegion]
    switch sources.regions(scope) {
    case .success(let found): regions = found
    case .failure(let missing): return [missing.description]
    }
    switch self {
    case .lacks(let phrases, _):
      return lacking(TypeAliases(sources).spellings(of: phrases), in: regions)
    case .contains(let phrases, _):
      return containing(phrases, in: regions)
    case .declares(let pattern, _, let atLeast):
      return declaring(pattern, atLeast, in: regions, of: sources)
    case .atMost(let limit, _):
      return measuring(limit, in: regions)
    case .tested, .used, .holds, .reaches, .seam, .seamAdopted:
      return []  // answered above
    }
  }

  /// Where the check looks.
  var scope: SourceScope {
    switch self {
    case .lacks(_, let scope), .contains(_, let scope), .declares(_, let scope, _), .atMost(_, let scope):
      scope
    case .tested, .used, .holds, .reaches, .seam, .seamAdopted: .everywhere
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
    let named = candidates.filter { pattern.names($0.declaration) }
    let protocols = sources.protocolNames
    let matching = named.filter { pattern.isMet(by: $0.declaration, protocols: protocols) }
    let count = pattern.kind == .type ? Set(matching.map(\.declaration.name)).count : matching.count
    guard count < atLeast else { return [] }
    let findings = [shortfall(of: pattern, atLeast, found: count, in: matching)]
    // The near misses of a name given in full: what has the name, but not the rest.
    guard !pattern.name.contains("*") else { return findings }
    let misses = named.filter { !pattern.isMet(by: $0.declaration, protocols: protocols) }
    return findings + Self.capped(misses.map { Self.nearMiss($0, of: pattern) }, noun: "declaration")
  }

  /// "found no type named X in Y", or the ones found when fewer than needed.
  private func shortfall(
    of pattern: DeclarationPattern, _ atLeast: Int, found count: Int,
    in matching: [(file: SwiftSourceFile, declaration: SwiftDeclaration)]
  ) -> String {
    let within = scope == .everywhere ? "" : " in \(scope)"
    guard count > 0 else {
      return "found no \(pattern)\(within)" + (atLeast > 1 ? " (\(atLeast) needed)" : "")
    }
    let found = matching.map {
      "\($0.declaration.name) (\($0.file.path):\($0.file.line(of: $0.declaration)))"
    }
    return "found \(count) of the \(atLeast) needed: \(pattern)\(within) — \(found.joined(separator: ", "))"
  }

  /// A declaration with the pattern's name that is not private, or adopts no such protocol.
  private static func nearMiss(
    _ candidate: (file: SwiftSourceFile, declaration: SwiftDeclaration), of pattern: DeclarationPattern
  ) -> String {
    let (file, declaration) = candidate
    let line = file.line(of: declaration)
    let why =
      pattern.isPrivate && !declaration.isPrivate
      ? "is not private"
      : "adopts no protocol"
        + (pattern.conformance.map { $0 == "*" ? "" : " named \($0)" } ?? "")
        + " declared in these sources"
    return "\(file.path):\(line): \(declaration.name) \(why) — \(file.writtenLine(line))"
  }

  private func measuring(_ limit: Int, in regions: [SourceRegion]) -> [String] {
    func tooLong(_ what: String, _ lines: Int) -> String {
      "\(what) has \(lines) \(lines == 1 ? "line" : "lines") of code; at most \(limit)"
    }
    var findings: [String] = []
    switch scope {
    case .everywhere, .everywhereBut, .file:
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
