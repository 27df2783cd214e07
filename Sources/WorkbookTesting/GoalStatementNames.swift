import Foundation

/// What a goal's statement lists: the names it prints as code, and the kinds of method it names
/// by their role.
enum GoalStatementNames {
  /// The kinds of method a statement may name by role, each with the UIKit methods of that kind
  /// (their first argument label, as a check looks for them).
  static let kinds: [String: [String]] = [
    "data-source or delegate method": [
      "numberOfSections", "numberOfRowsInSection", "cellForRowAt", "titleForHeaderInSection",
      "titleForFooterInSection", "canEditRowAt", "canMoveRowAt", "moveRowAt", "sectionIndexTitles",
      "heightForRowAt", "estimatedHeightForRowAt", "heightForHeaderInSection", "heightForFooterInSection",
      "viewForHeaderInSection", "viewForFooterInSection", "willSelectRowAt", "didSelectRowAt",
      "didDeselectRowAt", "editingStyleForRowAt", "trailingSwipeActionsConfigurationForRowAt",
      "leadingSwipeActionsConfigurationForRowAt",
    ]
  ]

  /// The names a statement prints as code: a word with a lower-case letter before a capital
  /// (`viewDidLoad`, `ListMealsBusinessLogic`), or one followed by `()` (`UserManager()`), with its
  /// dotted parts (`ListPostsWorld.current`); the parentheses dropped. Plain words ("UIKit",
  /// "MVP", "presenter") are the statement's prose.
  static func names(in statement: String) -> [String] {
    var names: [String] = []
    var word = ""
    for character in statement + " " {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        word.append(character)
        continue
      }
      let name = word.trimmingCharacters(in: ["."])
      word = ""
      if !name.isEmpty && (character == "(" || isCamelCase(name)) && !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The methods of each kind the statement names by role.
  static func kinds(in statement: String) -> [String] {
    kinds.filter { statement.contains($0.key) }.flatMap(\.value)
  }

  private static func isCamelCase(_ name: String) -> Bool {
    zip(name, name.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
  }
}
