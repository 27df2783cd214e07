/// Types as the surface compares them: one spelling for the ways Swift and Apple's pages write
/// the same type.
enum SurfaceType {
  /// Modules a type may be qualified with: `Swift.String` is `String`.
  static let modules: Set<String> = [
    "Swift", "Foundation", "UIKit", "CoreData", "ObjectiveC", "HeadlessUIKit", "HeadlessCoreData",
  ]
  /// Attributes that say how a value is passed: kept. Others (`@MainActor`, `@Sendable`,
  /// `@preconcurrency`) are about concurrency, where Apple's SDK annotations and a Swift 6
  /// module on Linux legitimately differ: dropped.
  static let keptAttributes: Set<String> = ["@escaping", "@autoclosure"]

  /// A type's tokens as one string without spaces (except between words): `any` and
  /// concurrency attributes dropped, module qualifiers dropped, the enclosing types' names
  /// dropped where they qualify a nested type (`UITableViewCell.CellStyle` inside
  /// `UITableViewCell` is `CellStyle`), and parentheses around a single type dropped
  /// (`(any UITableViewDelegate)?` is `UITableViewDelegate?`).
  static func canonical(_ tokens: ArraySlice<SourceToken>, container: String) -> String {
    var kept = strip(tokens, container: container)
    kept = unwrapParentheses(kept)
    var text = ""
    for (index, token) in kept.enumerated() {
      if index > 0, isWord(kept[index - 1]), isWord(token) { text += " " }
      text += token.text
    }
    return text
  }

  private static func isWord(_ token: SourceToken) -> Bool {
    token.kind == .identifier || token.kind == .typeName || token.kind == .keyword
  }

  private static func strip(_ tokens: ArraySlice<SourceToken>, container: String) -> [SourceToken] {
    let enclosing = Set(container.split(separator: ".").map(String.init))
    var kept: [SourceToken] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      let next = index + 1 < tokens.endIndex ? tokens[index + 1].text : ""
      if token.text.hasPrefix("@"), !keptAttributes.contains(token.text) {
        // `@MainActor (UIAction) -> Void`: a parenthesis after an attribute in a type is the
        // function type's, except after the attributes that take arguments.
        let takesArguments = ["@available", "@objc", "@backDeployed"].contains(token.text)
        index = next == "(" && takesArguments ? SurfaceParser.closing(tokens, from: index + 1) + 1 : index + 1
        continue
      }
      let isQualifier = next == "." && (modules.contains(token.text) || enclosing.contains(token.text))
      let isAfterDot = kept.last?.text == "."
      if token.text == "any" || (isQualifier && !isAfterDot) {
        index += token.text == "any" ? 1 : 2
        continue
      }
      kept.append(token)
      index += 1
    }
    return kept
  }

  /// A type with type aliases spelt out: `Snapshot` or `Source<S, I>.Snapshot` becomes the
  /// alias's meaning.
  static func spellingOut(_ aliases: [(name: String, meaning: String)], in type: String) -> String {
    aliases.reduce(type) { type, alias in
      type.replacingOccurrences(
        of: #"(\b[A-Z][A-Za-z0-9_]*(<[^<>]*>)?\.)?\b"# + alias.name + #"\b"#, with: alias.meaning,
        options: .regularExpression)
    }
  }

  /// Every declaration's parameter and result types with the aliases declared in its own
  /// container spelt out.
  static func spellingOutAliases(
    _ declarations: [(container: String, declaration: SurfaceDeclaration)]
  ) -> [SurfaceDeclaration] {
    let aliases = Dictionary(
      grouping: declarations.filter { $0.declaration.kind == .typealias && !$0.container.isEmpty },
      by: \.container
    ).mapValues { $0.map { (name: $0.declaration.name, meaning: $0.declaration.type) } }
    return declarations.map { item in
      guard let own = aliases[item.container], item.declaration.kind != .typealias else {
        return item.declaration
      }
      var declaration = item.declaration
      declaration.type = spellingOut(own, in: declaration.type)
      declaration.parameters = declaration.parameters?.map { parameter in
        SurfaceDeclaration.Parameter(
          label: parameter.label, type: spellingOut(own, in: parameter.type),
          hasDefault: parameter.hasDefault,
          localName: parameter.localName, isFunctionAlias: parameter.isFunctionAlias)
      }
      return declaration
    }
  }

  /// `(T)` → `T` where T has no comma or arrow and the parentheses are not a function's.
  private static func unwrapParentheses(_ tokens: [SourceToken]) -> [SourceToken] {
    var tokens = tokens
    var index = 0
    while index < tokens.count {
      guard tokens[index].text == "(" else {
        index += 1
        continue
      }
      let close = SurfaceParser.closing(tokens[...], from: index)
      let inner = tokens[(index + 1)..<min(close, tokens.count)]
      let isFunction = close + 1 < tokens.count && ["->", "throws", "async"].contains(tokens[close + 1].text)
      let isSingle = !inner.isEmpty && !inner.contains { $0.text == "," || $0.text == "->" }
      if close < tokens.count, isSingle, !isFunction {
        tokens.remove(at: close)
        tokens.remove(at: index)
      } else {
        index += 1
      }
    }
    return tokens
  }
}
