import SwiftScanning

/// A test file read for what its tests do: whether it makes a type of the variant, and whether
/// one of its `@Test` functions checks a value. A test whose body is `_ = DummyPresenter()`, or
/// `#expect(true)`, tests nothing.
struct TestFileReading {
  let file: SwiftSourceFile

  init(_ file: SwiftSourceFile) {
    self.file = file
  }

  /// Whether the file makes one of the types (`ListMealsInteractor()`, `MealsPresenter(ui:…)`,
  /// `.init` on it) and a `@Test` of it asserts on a value.
  func makesAndAsserts(_ types: Set<String>) -> Bool {
    makes(types) && testBodies.contains { assertsOnAValue(in: $0) }
  }

  private func makes(_ types: Set<String>) -> Bool {
    let tokens = file.tokens
    return tokens.indices.dropLast().contains { index in
      guard types.contains(tokens[index].text) else { return false }
      let next = tokens[index + 1].text
      return next == "(" || (next == "." && index + 2 < tokens.count && tokens[index + 2].text == "init")
    }
  }

  /// The token ranges of the bodies of the functions marked `@Test` (the attribute may span lines,
  /// with its arguments, before the `func`).
  private var testBodies: [Range<Int>] {
    let functions = file.declarations.filter { $0.kind == .function && $0.body != nil }
    return file.tokens.indices.filter { file.tokens[$0].text == "@Test" }.compactMap { marker in
      guard let function = functions.first(where: { $0.keyword > marker }), let body = function.body else {
        return nil
      }
      return (body.open + 1)..<body.close
    }
  }

  /// Whether the range holds `#expect(…)`, `#require(…)` or an `XCTAssert…(…)` whose first
  /// argument names something other than a literal (`#expect(true, "\(viewData)")` checks nothing:
  /// the value is only in its message).
  private func assertsOnAValue(in range: Range<Int>) -> Bool {
    let tokens = file.tokens
    let literals: Set<String> = ["true", "false", "nil", "self"]
    return range.contains { index in
      let text = tokens[index].text
      guard text == "#expect" || text == "#require" || text.hasPrefix("XCTAssert"),
        index + 1 < range.upperBound, tokens[index + 1].text == "("
      else { return false }
      var depth = 0
      for inner in (index + 1)..<range.upperBound {
        switch tokens[inner].text {
        case "(": depth += 1
        case ")":
          depth -= 1
          if depth == 0 { return false }
        case "," where depth == 1:
          return false
        default:
          if tokens[inner].isIdentifier, !literals.contains(tokens[inner].text) { return true }
        }
      }
      return false
    }
  }
}
