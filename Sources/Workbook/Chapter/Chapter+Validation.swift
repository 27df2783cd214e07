extension Chapter {
  /// What is wrong with the chapter's declaration: duplicate ids, unknown parents, divergences
  /// naming unknown variants or scenarios, goals that cannot fail or that nothing meets. Empty
  /// when it is sound.
  public var problems: [String] {
    identityProblems + treeProblems + divergenceProblems + expectedFailureProblems + goalProblems
      + alongTheWayProblems
  }

  /// A step said to show one of the book's architectures must be a step, and the name one of them.
  private var alongTheWayProblems: [String] {
    let book = ArchitectureComparison.bookArchitectures
    return shownAlongTheWay.sorted { $0.key < $1.key }.flatMap { name, id in
      (book.contains(name)
        ? [] : ["\"\(name)\" shown along the way is not one of the book's architectures \(book)"])
        + (variant(id) == nil ? ["\"\(name)\" is shown along the way by an unknown step \"\(id)\""] : [])
    }
  }

  private var identityProblems: [String] {
    duplicates(variants.map(\.id)).map { "variant \"\($0)\" is declared twice" }
      + duplicates(scenarios.map(\.id)).map { "scenario \"\($0)\" is declared twice" }
      + duplicates(goals.map(\.statement)).map { "goal \"\($0)\" is declared twice" }
  }

  private var treeProblems: [String] {
    let roots = variants.filter { $0.parent == nil }
    let rootProblem =
      roots.count == 1 ? [] : ["exactly one variant must have no parent; found \(roots.map(\.id))"]
    return rootProblem
      + variants.compactMap { variant in
        guard let parent = variant.parent, self.variant(parent) == nil else { return nil }
        return "variant \"\(variant.id)\" names an unknown parent \"\(parent)\""
      }
  }

  private var divergenceProblems: [String] {
    divergences.flatMap { divergence in
      (variant(divergence.variant) == nil
        ? ["a divergence names an unknown variant \"\(divergence.variant)\""] : [])
        + divergence.scenarios.filter { scenario($0) == nil }.map {
          "a divergence names an unknown scenario \"\($0)\""
        }
    }
  }

  private var expectedFailureProblems: [String] {
    expectedFailures.flatMap(problems(of:))
      + duplicates(expectedFailures.map(\.variant)).map { "variant \"\($0)\" is declared to fail twice" }
  }

  private func problems(of failure: ExpectedFailure) -> [String] {
    var problems: [String] = []
    if variant(failure.variant) == nil {
      problems.append("an expected failure names an unknown variant \"\(failure.variant)\"")
    }
    if failure.scenarios.isEmpty {
      problems.append("the expected failure of \"\(failure.variant)\" names no scenario: it could never fail")
    }
    if failure.crash.message.isEmpty {
      problems.append("the expected failure of \"\(failure.variant)\" says nothing the crash must say")
    }
    problems += failure.scenarios.filter { scenario($0) == nil }.map {
      "an expected failure names an unknown scenario \"\($0)\""
    }
    return problems + fixedAtProblems(failure)
  }

  /// The step that fixed a crash must exist and declare a divergence on its scenarios.
  private func fixedAtProblems(_ failure: ExpectedFailure) -> [String] {
    guard let fixedAt = failure.fixedAt else { return [] }
    guard let step = variant(fixedAt) else {
      return ["the expected failure of \"\(failure.variant)\" is fixed at an unknown variant \"\(fixedAt)\""]
    }
    return failure.scenarios.filter { scenario($0) != nil && divergence(for: step.id, scenario: $0) == nil }
      .map {
        "the expected failure of \"\(failure.variant)\" is fixed at \(fixedAt), which declares no divergence on \($0)"
      }
  }

  private var goalProblems: [String] {
    var problems = goals.filter(\.checks.isEmpty).map {
      "goal \"\($0.statement)\" has no checks: it would always be met"
    }
    problems += goalsMetBy.filter { variant($0) == nil }.map {
      "the goals are said to be met by an unknown variant \"\($0)\""
    }
    if !goals.isEmpty, goalsMetBy.isEmpty {
      problems.append("the goals are met by no variant: name where the refactoring ends in goalsMetBy")
    }
    return problems + architectureProblems + hintProblems
  }

  /// A hint's third level, and an architecture's first step, must name steps of the chapter.
  private var hintProblems: [String] {
    let named = (goals + architectures.flatMap(\.goals)).flatMap { goal in
      (goal.hint?.steps ?? []).map { ("the hint of goal \"\(goal.statement)\"", $0) }
    }
    let firsts = architectures.compactMap { architecture in
      architecture.firstStep.map { ("architecture \"\(architecture.name)\"'s first step", $0) }
    }
    return (named + firsts).filter { variant($0.1) == nil }.map {
      "\($0.0) names an unknown step \"\($0.1)\""
    }
  }

  private var architectureProblems: [String] {
    duplicates(architectures.map(\.name)).map { "architecture \"\($0)\" is declared twice" }
      + architectures.flatMap { architecture in
        let name = architecture.name
        return
          (architecture.recognisedBy.isEmpty
          ? ["architecture \"\(name)\" is recognised by no check: it would be recognised everywhere"] : [])
          + (architecture.metBy.isEmpty ? ["architecture \"\(name)\" is met by no variant"] : [])
          + architecture.metBy.filter { variant($0) == nil }.map {
            "architecture \"\(name)\" is said to be met by an unknown variant \"\($0)\""
          }
          + architecture.goals.filter(\.checks.isEmpty).map {
            "goal \"\($0.statement)\" of \(name) has no checks: it would always be met"
          }
      }
  }

  /// The values that occur more than once, in order of first occurrence.
  private func duplicates(_ values: [String]) -> [String] {
    var seen = Set<String>()
    var reported = Set<String>()
    return values.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
  }
}
