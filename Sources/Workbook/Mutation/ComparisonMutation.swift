/// How a comparison mutant is planted. The scanner cannot delimit a comparison's operands, so
/// the compiler does: the operator is replaced by one generated for the mutant, in the original's
/// precedence group, whose functions ask the switch which comparison to make.
enum ComparisonMutation {
  /// Each comparison and the one its mutant makes instead: the boundary moved, or the sense.
  static let flips: [String: String] = [
    "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
  ]

  /// The generated operator for a mutant: `⋖` and the id's digits as arrows (Swift operators
  /// cannot hold digits), `⋖↑↓` for 12.
  static func operatorName(for id: Int) -> String {
    let digits: [Character] = ["←", "↑", "→", "↓", "↔", "↕", "↖", "↗", "↘", "↙"]
    return "⋖" + String(String(id).map { digits[Int(String($0))!] })
  }

  /// The operator's declaration and its functions (`$OPERATOR` and `$MUTANT` stand for the
  /// mutant's operator and id): `==` and `!=` also compare an optional with `nil`.
  static func declarations(original: String, replacement: String) -> [String] {
    let isEquality = original == "==" || original == "!="
    let constraint = isEquality ? "Equatable" : "Comparable"
    var lines = [
      "infix operator $OPERATOR: ComparisonPrecedence",
      "private func $OPERATOR<T: \(constraint)>(lhs: T, rhs: T) -> Bool {"
        + " MutantSwitch.isActive($MUTANT) ? lhs \(replacement) rhs : lhs \(original) rhs }",
    ]
    if isEquality {
      lines.append(
        "private func $OPERATOR<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool {"
          + " MutantSwitch.isActive($MUTANT) ? lhs \(replacement) nil : lhs \(original) nil }")
    }
    return lines
  }
}
