/// A declaration in a Swift file.
package struct SwiftDeclaration: Sendable {
  package enum Kind: Sendable, Equatable {
    /// `class`, `struct`, `enum` or `actor`.
    case type(keyword: String)
    case `extension`
    case `protocol`
    /// `func`, `init` or `deinit`.
    case function
    /// `var` or `let`.
    case property
  }

  package let kind: Kind
  /// The declared name; an extension's is the extended type's, without its module.
  package let name: String
  /// The names in its inheritance clause: `MealsUI` in `extension MealTableViewController: MealsUI`.
  package let inherited: [String]
  /// Declared `private` or `fileprivate` (not `private(set)`).
  package let isPrivate: Bool
  /// The index of its keyword's token.
  package let keyword: Int
  /// Its body's braces (token indices), if it has one.
  package let body: (open: Int, close: Int)?

  /// `class MealTableViewController`, `func viewDidLoad()`.
  package var label: String {
    switch kind {
    case .type(let keyword): "\(keyword) \(name)"
    case .extension: "extension \(name)"
    case .protocol: "protocol \(name)"
    case .function: name == "init" || name == "deinit" ? name : "func \(name)()"
    case .property: "var \(name)"
    }
  }

  private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience",
    "indirect", "package", "isolated",
  ]
  /// Words after `class` that make it a modifier (`class func`), not a type's keyword.
  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "static",
    "private",
    "fileprivate", "public", "internal", "open", "convenience", "required",
  ]
  /// Words that start a declaration: a function without a body (a protocol's requirement) ends
  /// where one of them begins.
  private static let declarationStarts: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "actor", "protocol", "extension", "init", "deinit",
    "subscript", "case", "typealias", "associatedtype", "import",
  ]

  package static func scan(_ tokens: [SwiftToken], matchingBrace: [Int: Int]) -> [SwiftDeclaration] {
    tokens.indices.compactMap { index in
      // `Foo.init(…)`, `self.class`: not declarations.
      guard index == 0 || tokens[index - 1].text != "." else { return nil }
      switch tokens[index].text {
      case "class", "struct", "enum", "actor", "protocol", "extension":
        return typeDeclaration(at: index, in: tokens, matchingBrace: matchingBrace)
      case "func", "init", "deinit":
        return functionDeclaration(at: index, in: tokens, matchingBrace: matchingBrace)
      case "var", "let":
        guard index + 1 < tokens.count, tokens[index + 1].isIdentifier else { return nil }
        return SwiftDeclaration(
          kind: .property, name: tokens[index + 1].text, inherited: [],
          isPrivate: isPrivate(tokens, before: index), keyword: index, body: nil)
      default:
        return nil
      }
    }
  }

  /// A type, protocol or extension whose keyword is at `index`, if a name follows it.
  private static func typeDeclaration(at index: Int, in tokens: [SwiftToken], matchingBrace: [Int: Int])
    -> SwiftDeclaration?
  {
    let keyword = tokens[index].text
    guard index + 1 < tokens.count else { return nil }
    var name = tokens[index + 1].text
    guard tokens[index + 1].isIdentifier, !notTypeNames.contains(name) else { return nil }
    var position = index + 2
    // `extension Outer.Inner`: the name is the last component.
    while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].isIdentifier {
      name = tokens[position + 1].text
      position += 2
    }
    let (inherited, open) = inheritanceClause(tokens, from: position)
    let kind: Kind =
      typeKeywords.contains(keyword)
      ? .type(keyword: keyword) : keyword == "protocol" ? .protocol : .extension
    return SwiftDeclaration(
      kind: kind, name: name, inherited: inherited, isPrivate: isPrivate(tokens, before: index),
      keyword: index, body: open.map { ($0, matchingBrace[$0] ?? tokens.count - 1) })
  }

  /// A `func` (with its name), `init` or `deinit` whose keyword is at `index`.
  private static func functionDeclaration(at index: Int, in tokens: [SwiftToken], matchingBrace: [Int: Int])
    -> SwiftDeclaration?
  {
    var name = tokens[index].text
    if name == "func" {
      guard index + 1 < tokens.count, tokens[index + 1].text != "(" else { return nil }
      name = tokens[index + 1].text
    }
    let open = functionBody(tokens, from: index + 1)
    return SwiftDeclaration(
      kind: .function, name: name, inherited: [], isPrivate: isPrivate(tokens, before: index),
      keyword: index, body: open.map { ($0, matchingBrace[$0] ?? tokens.count - 1) })
  }

  /// The names after `:` up to the body's `{` (skipping generic parameters and a `where` clause),
  /// and the index of that `{`.
  private static func inheritanceClause(_ tokens: [SwiftToken], from start: Int) -> ([String], Int?) {
    var inherited: [String] = []
    var position = start
    var angleDepth = 0
    var inClause = false
    while position < tokens.count {
      let token = tokens[position]
      switch token.text {
      case "{" where angleDepth == 0: return (inherited, position)
      case "}", ";": return (inherited, nil)
      case "<": angleDepth += 1
      case ">": angleDepth = max(0, angleDepth - 1)
      case ":" where angleDepth == 0 && !inClause: inClause = true
      case "where": inClause = false
      default:
        if inClause, angleDepth == 0, token.isIdentifier, token.text != "any", token.text != "some" {
          inherited.append(token.text)
        }
      }
      position += 1
    }
    return (inherited, nil)
  }

  /// The index of a function's opening brace, or nil when it has none (a protocol requirement).
  private static func functionBody(_ tokens: [SwiftToken], from start: Int) -> Int? {
    var depth = 0
    var position = start
    while position < tokens.count {
      let token = tokens[position]
      switch token.text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0: return position
      case "}" where depth == 0: return nil
      default:
        if depth == 0, declarationStarts.contains(token.text) || token.text.hasPrefix("@") {
          return nil
        }
      }
      position += 1
    }
    return nil
  }

  /// Whether the modifiers before a keyword make it `private` or `fileprivate`. A setter's own
  /// access, `private(set)`, does not: its parenthesis ends the modifiers read.
  private static func isPrivate(_ tokens: [SwiftToken], before keyword: Int) -> Bool {
    var position = keyword - 1
    var isPrivate = false
    while position >= 0 {
      let text = tokens[position].text
      if text == "private" || text == "fileprivate" {
        isPrivate = true
      } else if !modifiers.contains(text) && !text.hasPrefix("@") {
        break
      }
      position -= 1
    }
    return isPrivate
  }
}
