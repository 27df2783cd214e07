import Foundation
import SwiftScanning

/// The type aliases a variant's sources declare (`typealias W = FoodTrackerWorld`, `typealias
/// Meals = [Meal]`): a phrase a goal says the code lacks is lacking only when no alias spells it
/// either, so that renaming a type does not hide it from a check.
struct TypeAliases {
  /// Each alias with what it names, as written: ("W", "FoodTrackerWorld").
  let aliases: [(alias: String, named: String)]

  init(_ sources: SwiftSources) {
    var aliases: [(alias: String, named: String)] = []
    for file in sources.files {
      let tokens = file.tokens
      for index in tokens.indices where tokens[index].text == "typealias" && index + 2 < tokens.count {
        let alias = tokens[index + 1]
        let equals = tokens[index + 2]
        guard alias.isIdentifier, equals.text == "=" else { continue }
        let named = file.codeLines[equals.line].dropFirst(equals.column + 1)
          .trimmingCharacters(in: .whitespaces)
        if !named.isEmpty { aliases.append((alias.text, named)) }
      }
    }
    self.aliases = aliases
  }

  /// The phrases, and each spelled with an alias in place of what it names: "FoodTrackerWorld.current"
  /// and "W.current"; "[Meal]" and "Meals".
  func spellings(of phrases: [String]) -> [String] {
    var spellings = phrases
    for phrase in phrases {
      for (alias, named) in aliases where SourcePhrase(named).occurs(in: phrase) {
        let spelled = phrase.replacingOccurrences(of: named, with: alias)
        if !spellings.contains(spelled) { spellings.append(spelled) }
      }
    }
    return spellings
  }
}
