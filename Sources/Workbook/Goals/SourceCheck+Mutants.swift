import SwiftScanning

/// The last check of a `.tested` goal: a test that passes must also notice bugs in what it
/// tests. The variant's mutants planted in the types the tests make (`MutantSchemata`) are run
/// against those tests by a judge (`MutantJudging`); the goal holds when they kill its share.
extension SourceCheck {
  /// Why the exercising test files do not kill the share of their types' mutants (empty: they
  /// do, or no judge was given, or nothing is planted in those types).
  func killing(
    _ share: Double, of names: [String], by exercising: [SwiftSourceFile], in evidence: GoalEvidence
  )
    -> [String]
  {
    guard let judge = evidence.mutantJudge, let tests = evidence.tests else { return [] }
    // Only a test of the variant's own module can be run against its mutants: a step's tests,
    // read as an exercise's that `reset --from` started from it, test the step.
    let own = exercising.filter { VariantTests.imports(tests.module, $0) }
    guard !own.isEmpty else { return [] }
    let types = Self.testedTypes(matching: names, by: own, in: evidence.sources)
    let planted = MutantSchemata(sources: evidence.sources).mutants.filter { mutant in
      mutant.type.map { Self.isOneOf(types, $0) } ?? false
    }
    let judged = planted.filter { !evidence.equivalentMutants.contains($0) }
    guard !judged.isEmpty else { return [] }
    let selection = TestSelection(target: tests.target, names: Self.topLevelNames(of: own))
    let judgement = judge.judgement(of: judged, in: evidence.sources, by: selection)
    let typesText = types.joined(separator: " and ")
    if let problem = judgement.problem {
      return ["your tests of \(typesText) are not judged by their mutants yet: \(problem)"]
    }
    let counted = judged.filter { !judgement.dropped.contains($0.id) }
    // A dropped `weak` last: a leak is the suite's to catch; what the type decides, the test's.
    let survivors =
      counted.filter { !judgement.killed.contains($0.id) && $0.mutationOperator != .droppedWeak }
      + counted.filter { !judgement.killed.contains($0.id) && $0.mutationOperator == .droppedWeak }
    let killed = counted.count - survivors.count
    guard Double(killed) < share * Double(counted.count) else { return [] }
    let its = types.count == 1 ? "its" : "their"
    return [
      "your tests of \(typesText) kill \(killed) of \(counted.count) of \(its) mutants (\(Self.words(share)) "
        + "needed)" + Self.survivorsFollow
    ] + Self.capped(survivors.map(\.summary), noun: "survivor")
  }

  /// How the finding that counts the kills ends: the survivors follow it, one a line.
  static let survivorsFollow = "; these survived:"

  /// The types a judgement plants mutants in: those of the sources whose names match the goal's
  /// patterns and that the tests name (all that match, if the tests name none by itself).
  static func testedTypes(matching names: [String], by files: [SwiftSourceFile], in sources: SwiftSources)
    -> [String]
  {
    let matching = typeNames(matching: names, in: sources).sorted()
    let named = matching.filter { type in
      files.contains { file in file.tokens.contains { $0.isIdentifier && $0.text == type } }
    }
    return named.isEmpty ? matching : named
  }

  /// Whether a mutant's type is one of these: `MealsPresenter`, or a nested type by its last
  /// name (`MealTableViewCell.ViewData`, as an extension names it).
  static func isOneOf(_ types: [String], _ type: String) -> Bool {
    types.contains(type) || types.contains(String(type.split(separator: ".").last ?? ""))
  }

  /// A share in words: "half", "all", "60 %".
  static func words(_ share: Double) -> String {
    switch share {
    case 0.5: "half"
    case 1: "all"
    default: "\(Int((share * 100).rounded())) %"
    }
  }
}
