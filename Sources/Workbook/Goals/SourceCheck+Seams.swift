import SwiftScanning

/// A protocol counts as a seam only when a test doubles it and the code under test receives it:
/// a protocol nobody doubles, or that no type is handed, separates nothing.
extension SourceCheck {
  /// `.seam`: some protocol with the name is a seam.
  func seaming(_ name: String, in evidence: GoalEvidence) -> [String] {
    let glob = Glob(name)
    let protocols = evidence.sources.protocolNames.filter { glob.matches($0) }.sorted()
    guard !protocols.isEmpty else { return ["found no protocol named \(name)"] }
    return Self.seamFindings(protocols, in: evidence)
  }

  /// `.seamAdopted`: one of the protocols the type adopts is a seam.
  func seamingAdopted(by type: String, in evidence: GoalEvidence) -> [String] {
    let own = evidence.sources.protocolNames
    let adopted = evidence.sources.declarations.filter { $0.declaration.name == type }
      .flatMap(\.declaration.inherited).filter { own.contains($0) }
    guard !adopted.isEmpty else { return ["\(type) adopts no protocol declared in these sources"] }
    return Self.seamFindings(Array(Set(adopted)).sorted(), in: evidence)
  }

  /// Empty when one of the protocols is a seam; else why each is not.
  private static func seamFindings(_ protocols: [String], in evidence: GoalEvidence) -> [String] {
    var findings: [String] = []
    for name in protocols {
      let why = whyNotASeam(name, in: evidence)
      if why.isEmpty { return [] }
      findings += why.map { "\(name) \($0)" }
    }
    return capped(findings, noun: "finding")
  }

  private static func whyNotASeam(_ name: String, in evidence: GoalEvidence) -> [String] {
    let sources = evidence.sources
    var why: [String] = []
    if !declaresRequirement(name, in: sources) {
      why.append("declares no requirement: a protocol that asks nothing separates nothing")
    }
    if !isDoubled(name, in: evidence) {
      let folder = evidence.tests.map { " (\($0.suggestedFolder)/)" } ?? ""
      why.append(
        "is doubled by no test: no type of the tests\(folder) adopts it, and no test makes one that does")
    }
    if !isReceived(name, in: sources) {
      why.append("is received by no type: nothing has a property or a parameter of its type")
    }
    return why
  }

  /// Whether the protocol's body declares a function, property or initialiser.
  static func declaresRequirement(_ name: String, in sources: SwiftSources) -> Bool {
    sources.declarations.contains { file, declaration in
      guard declaration.kind == .protocol, declaration.name == name, let body = declaration.body else {
        return false
      }
      return file.tokens[(body.open + 1)..<body.close].contains {
        ["func", "var", "init", "subscript"].contains($0.text)
      }
    }
  }

  /// Whether a type of the tests adopts the protocol, or a test names a type of the sources that
  /// adopts it (an in-memory store the test makes).
  static func isDoubled(_ name: String, in evidence: GoalEvidence) -> Bool {
    guard let tests = evidence.tests?.sources else { return false }
    // A test may spell the protocol with its module: `ListPostsVIP.ListPostsDisplayLogic`.
    if tests.declarations.contains(where: {
      $0.declaration.inherited.map(TypeGraph.simpleName).contains(name)
    }) {
      return true
    }
    let adopters = Set(
      evidence.sources.declarations.filter { $0.declaration.inherited.contains(name) }.map(\.declaration.name)
    )
    return tests.files.contains { file in
      file.tokens.indices.contains { index in
        adopters.contains(file.tokens[index].text) && index + 1 < file.tokens.count
          && file.tokens[index + 1].text == "("
      }
    }
  }

  /// Whether a property or parameter of the sources has the protocol's type (`storage: MealStorage`,
  /// `weak var view: (any ListPostsView)?`), outside an inheritance clause.
  static func isReceived(_ name: String, in sources: SwiftSources) -> Bool {
    let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    return sources.files.contains { file in
      let tokens = file.tokens
      return tokens.indices.contains { index in
        guard tokens[index].text == name else { return false }
        var colon = index - 1
        while colon >= 0, ["(", "any", "some", "[", "@escaping"].contains(tokens[colon].text) { colon -= 1 }
        guard colon >= 1, tokens[colon].text == ":" else { return false }
        // `class Foo: MealsUI`: the declaration's inheritance, not a property.
        return colon < 2 || !typeKeywords.contains(tokens[colon - 2].text)
      }
    }
  }
}
