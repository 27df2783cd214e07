import SwiftScanning

/// The checks that read beyond a variant's own declarations: whether a test drives it, and
/// whether what it declares is used.
extension SourceCheck {
  /// `.tested(naming:killing:)`: a test file of the variant names one of the types, and its
  /// suites pass where tests are run, and kill the share of the types' mutants where mutants
  /// judge them (`killing(_:of:by:in:)`).
  func testing(_ names: [String], killing share: Double, in evidence: GoalEvidence) -> [String] {
    guard let tests = evidence.tests else { return ["the variant's tests were not read"] }
    let wanted = names.joined(separator: " or ")
    let testFiles = tests.sources.files.filter { file in
      file.codeLines.contains { SourcePhrase("@Test").occurs(in: $0) }
    }
    let naming = testFiles.filter { file in
      file.tokens.contains { token in token.isIdentifier && names.contains { Glob($0).matches(token.text) } }
    }
    guard !naming.isEmpty else {
      let written = testFiles.map(\.path)
      return [
        "no test of \(tests.module) drives a \(wanted): write one in \(tests.suggestedFolder)/ "
          + "(`@testable import \(tests.module)`, a @Test that makes the \(wanted) with spies for its neighbours)"
          + (written.isEmpty ? "" : "; \(written.joined(separator: ", ")) names none")
      ]
    }
    let made = Self.typeNames(matching: names, in: evidence.sources)
    let exercising = naming.filter { TestFileReading($0).makesAndAsserts(made) }
    guard !exercising.isEmpty else {
      return [
        "\(naming.map(\.path).joined(separator: ", ")) names a \(wanted) but does not test one: a test "
          + "counts when it makes a \(wanted) of \(tests.module), calls it, and checks what it returns or "
          + "what its spy recorded (#expect or #require on a value, not a constant)"
      ]
    }
    if let runner = evidence.testRunner {
      let selection = TestSelection(target: tests.target, names: Self.topLevelNames(of: exercising))
      if let failures = runner.failures(of: selection), !failures.isEmpty {
        let files = exercising.map(\.path).joined(separator: ", ")
        return ["the tests that drive a \(wanted) fail (\(files)):"] + Self.capped(failures, noun: "failure")
      }
    }
    return killing(share, of: names, by: exercising, in: evidence)
  }

  /// The top-level suites and test functions of test files, what `swift test --filter` names: a
  /// type or extension with a `@Test` inside, or a function marked `@Test` (on its line or the
  /// line before). Spies and helpers are left out.
  static func topLevelNames(of files: [SwiftSourceFile]) -> [String] {
    let marker = SourcePhrase("@Test")
    var names: [String] = []
    for file in files {
      for declaration in file.declarations where file.tokens[declaration.keyword].depth == 0 {
        let lines: ClosedRange<Int>
        switch declaration.kind {
        case .type, .extension:
          guard let region = file.region(of: declaration, name: declaration.name) else { continue }
          lines = region.lines
        case .function:
          let line = file.tokens[declaration.keyword].line
          lines = max(0, line - 1)...line
        case .protocol, .property:
          continue
        }
        let isTest = lines.contains { marker.occurs(in: file.codeLines[$0]) }
        if isTest && !names.contains(declaration.name) { names.append(declaration.name) }
      }
    }
    return names
  }

  /// `.used`: enough of the declared types are named outside their own declarations.
  func using(_ pattern: DeclarationPattern, _ atLeast: Int, in evidence: GoalEvidence) -> [String] {
    let types = Self.typeNames(matching: pattern, in: evidence.sources)
    let searched = evidence.sources.files + (evidence.tests?.sources.files ?? [])
    let unused = types.filter { !Self.isNamed($0, outsideItsDeclarationsIn: searched, of: evidence.sources) }
    let used = types.count - unused.count
    guard used < atLeast else { return [] }
    guard !types.isEmpty else { return ["found no \(pattern) (\(atLeast) needed, each used)"] }
    let within = evidence.tests.map { " or in a test of \($0.module)" } ?? ""
    var findings = [
      "\(used) of the \(atLeast) needed are used: \(pattern) — a type is used when something names it "
        + "outside its own declaration, in the sources\(within)"
    ]
    findings += unused.map { name in
      let place = Self.declarationPlace(of: name, in: evidence.sources)
      return "\(place): \(name) is declared, but nothing uses it"
    }
    return Self.capped(findings, noun: "finding")
  }

  /// The types of the sources whose names match one of the patterns.
  static func typeNames(matching names: [String], in sources: SwiftSources) -> Set<String> {
    Set(
      sources.declarations.filter { file, declaration in
        guard case .type = declaration.kind else { return false }
        return names.contains { Glob($0).matches(declaration.name) }
      }.map(\.declaration.name))
  }

  /// The distinct names of the types a pattern matches (a conformance may be declared in an
  /// extension), in the order of their first declaration.
  static func typeNames(matching pattern: DeclarationPattern, in sources: SwiftSources) -> [String] {
    let protocols = sources.protocolNames
    var names: [String] = []
    for (_, declaration) in sources.declarations
    where pattern.names(declaration) && pattern.isMet(by: declaration, protocols: protocols)
      && !names.contains(declaration.name)
    {
      names.append(declaration.name)
    }
    return names
  }

  /// Whether a line of code names the type outside the type's own declaration and extensions.
  static func isNamed(
    _ name: String, outsideItsDeclarationsIn files: [SwiftSourceFile], of sources: SwiftSources
  ) -> Bool {
    let phrase = SourcePhrase(name)
    return files.contains { file in
      let own = file.declarations.compactMap { declaration -> ClosedRange<Int>? in
        switch declaration.kind {
        case .type, .extension:
          guard declaration.name == name else { return nil }
          return file.region(of: declaration, name: name)?.lines
        default: return nil
        }
      }
      return file.codeLines.indices.contains { line in
        !own.contains { $0.contains(line) } && phrase.occurs(in: file.codeLines[line])
      }
    }
  }

  /// "Chapters/01-FoodTracker/Exercise/MealStorage.swift:33", where a type is declared.
  static func declarationPlace(of name: String, in sources: SwiftSources) -> String {
    for (file, declaration) in sources.declarations where declaration.name == name {
      if case .type = declaration.kind { return "\(file.path):\(file.line(of: declaration))" }
    }
    return name
  }
}
