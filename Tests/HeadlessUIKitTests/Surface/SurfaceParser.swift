/// Reads declarations from tokens: the list's lines, HeadlessUIKit's sources and the lessons'
/// own `func`s all go through it, so all three are read alike.
enum SurfaceParser {
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
  /// Words that may come before a declaration's keyword (access, `class` before a member…).
  static let modifierWords: Set<String> = [
    "public", "open", "internal", "private", "fileprivate", "final", "override", "required",
    "convenience", "static", "weak", "unowned", "lazy", "nonisolated", "dynamic", "mutating",
    "nonmutating", "indirect", "optional", "prefix", "postfix", "infix",
  ]

  /// The modifiers and attributes starting at `start` (`@MainActor public`, `private(set)`,
  /// `class` before `func`), and the index after them.
  static func modifiers(_ tokens: [SourceToken], from start: Int) -> (modifiers: [String], next: Int) {
    var modifiers: [String] = []
    var index = start
    while index < tokens.count {
      let text = tokens[index].text
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      let isClassModifier =
        text == "class" && (memberKeywords.contains(next) || modifierWords.contains(next))
      guard text.hasPrefix("@") || modifierWords.contains(text) || isClassModifier else { break }
      if next == "(" {
        let close = closing(tokens[...], from: index + 1)
        let argument = tokens[(index + 1)...min(close, tokens.count - 1)].map(\.text).joined()
        modifiers.append(text + (text.hasPrefix("@") ? "" : argument))
        index = close + 1
      } else {
        modifiers.append(text)
        index += 1
      }
    }
    return (modifiers, index)
  }

  static let memberKeywords: Set<String> = [
    "func", "init", "subscript", "var", "let", "case", "typealias", "associatedtype",
  ]
  /// Words that continue a signature on its next line.
  private static let continuations: Set<String> = ["->", "throws", "rethrows", "async", "where", ".", "&"]
  private static let openEnded: Set<String> = ["->", ",", ":", "=", "&", "("]

  /// The index of the bracket closing the one at `open` (`(`, `[`, `<` or `{`), or the end.
  static func closing(_ tokens: ArraySlice<SourceToken>, from open: Int) -> Int {
    let pairs = ["(": ")", "[": "]", "<": ">", "{": "}"]
    guard let closer = pairs[tokens[open].text] else { return open }
    let opener = tokens[open].text
    var depth = 0
    var index = open
    while index < tokens.endIndex {
      if tokens[index].text == opener { depth += 1 }
      if tokens[index].text == closer { depth -= 1 }
      if depth == 0 { return index }
      index += 1
    }
    return tokens.endIndex
  }

  /// Where a signature that starts at `start` ends: its body's `{`, its container's `}`, a `=`
  /// when asked, or the end of its last line.
  static func signatureEnd(_ tokens: [SourceToken], from start: Int, stopAtEquals: Bool = false) -> Int {
    var depth = 0
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, index > 0, token.line > tokens[index - 1].line,
        !continuations.contains(token.text), !openEnded.contains(tokens[index - 1].text)
      {
        return index
      }
      if depth == 0, ["{", "}", ";"].contains(token.text) || (stopAtEquals && token.text == "=") {
        return index
      }
      if ["(", "["].contains(token.text) { depth += 1 }
      if [")", "]"].contains(token.text) { depth -= 1 }
      index += 1
    }
    return index
  }

  /// The declarations starting at a keyword (several for `case a, b`), and the index to go on
  /// reading from (a body's `{` stays to be read). Nil when what follows is not a declaration
  /// this reads (an operator, a pattern).
  static func declarations(
    _ tokens: [SourceToken], at keyword: Int, container: String, modifiers: [String]
  ) -> (declarations: [SurfaceDeclaration], next: Int)? {
    let word = tokens[keyword].text
    let result: (declarations: [SurfaceDeclaration], next: Int)?
    if typeKeywords.contains(word) {
      result = typeDeclaration(tokens, at: keyword, container: container)
    } else if ["func", "init", "subscript"].contains(word) {
      result = function(tokens, at: keyword, container: container)
    } else if word == "case" {
      result = cases(tokens, at: keyword, container: container)
    } else if memberKeywords.contains(word) {
      result = valueOrAlias(tokens, at: keyword, container: container)
    } else {
      result = nil
    }
    guard var result else { return nil }
    for index in result.declarations.indices { result.declarations[index].modifiers = modifiers }
    return result
  }

  private static func typeDeclaration(
    _ tokens: [SourceToken], at keyword: Int, container: String
  ) -> ([SurfaceDeclaration], Int)? {
    var index = keyword + 1
    var name = ""
    while index < tokens.count, tokens[index].kind == .typeName || tokens[index].text == "." {
      name += tokens[index].text
      index += 1
    }
    guard !name.isEmpty else { return nil }
    if index < tokens.count, tokens[index].text == "<" { index = closing(tokens[...], from: index) + 1 }
    var inherits: [String] = []
    if index < tokens.count, tokens[index].text == ":" {
      var start = index + 1
      index += 1
      while index < tokens.count, !["{", "where"].contains(tokens[index].text) {
        if tokens[index].text == "," {
          inherits.append(SurfaceType.canonical(tokens[start..<index], container: ""))
          start = index + 1
        }
        index += 1
      }
      inherits.append(SurfaceType.canonical(tokens[start..<index], container: ""))
    }
    while index < tokens.count, tokens[index].text != "{" { index += 1 }
    let kind = SurfaceDeclaration.Kind(
      rawValue: tokens[keyword].text == "actor" ? "class" : tokens[keyword].text)!
    return ([SurfaceDeclaration(kind: kind, name: name, inherits: inherits)], index)
  }

  private static func function(
    _ tokens: [SourceToken], at keyword: Int, container: String
  ) -> ([SurfaceDeclaration], Int)? {
    let word = tokens[keyword].text
    var index = keyword + 1
    var declaration = SurfaceDeclaration(kind: SurfaceDeclaration.Kind(rawValue: word)!, name: word)
    if word == "func" {
      guard index < tokens.count, [.identifier, .typeName].contains(tokens[index].kind) else { return nil }
      declaration.name = tokens[index].text.trimmingBackticks
      index += 1
    } else if word == "init", index < tokens.count, ["?", "!"].contains(tokens[index].text) {
      declaration.failability = tokens[index].text
      index += 1
    }
    if index < tokens.count, tokens[index].text == "<" { index = closing(tokens[...], from: index) + 1 }
    guard index < tokens.count, tokens[index].text == "(" else { return nil }
    let close = closing(tokens[...], from: index)
    declaration.parameters = parameters(tokens[(index + 1)..<close], container: container)
    let end = signatureEnd(tokens, from: close + 1)
    index = close + 1
    while index < end, ["throws", "rethrows", "async"].contains(tokens[index].text) {
      declaration.effects.append(tokens[index].text)
      index += 1
    }
    if index < end, tokens[index].text == "->" {
      let resultEnd = tokens[(index + 1)..<end].firstIndex { $0.text == "where" } ?? end
      declaration.type = SurfaceType.canonical(tokens[(index + 1)..<resultEnd], container: container)
    }
    return ([declaration], end)
  }

  private static func parameters(
    _ tokens: ArraySlice<SourceToken>, container: String
  ) -> [SurfaceDeclaration.Parameter] {
    split(tokens).compactMap { parameter in
      guard let colon = parameter.firstIndex(where: { $0.text == ":" }) else { return nil }
      let names = parameter[parameter.startIndex..<colon].filter { !$0.text.hasPrefix("@") }
      guard let label = names.first?.text.trimmingBackticks else { return nil }
      let defaultStart = depthZero(parameter[(colon + 1)...]).first { $0.text == "=" }?.index
      let type = SurfaceType.canonical(
        parameter[(colon + 1)..<(defaultStart ?? parameter.endIndex)], container: container)
      return SurfaceDeclaration.Parameter(
        label: label, type: type, hasDefault: defaultStart != nil,
        localName: (names.last?.text ?? label).trimmingBackticks)
    }
  }

  /// Splits a list at its top-level commas.
  static func split(_ tokens: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>] {
    var parts: [ArraySlice<SourceToken>] = []
    var start = tokens.startIndex
    for (index, _) in depthZero(tokens) where tokens[index].text == "," {
      parts.append(tokens[start..<index])
      start = index + 1
    }
    if start < tokens.endIndex { parts.append(tokens[start..<tokens.endIndex]) }
    return parts
  }

  /// The tokens outside any bracket, with their indices.
  static func depthZero(_ tokens: ArraySlice<SourceToken>) -> [(index: Int, text: String)] {
    var result: [(index: Int, text: String)] = []
    var depth = 0
    for index in tokens.indices {
      let text = tokens[index].text
      if ["(", "[", "<", "{"].contains(text) { depth += 1 }
      if depth == 0 { result.append((index, text)) }
      if [")", "]", ">", "}"].contains(text) { depth -= 1 }
    }
    return result
  }

  private static func cases(
    _ tokens: [SourceToken], at keyword: Int, container: String
  ) -> ([SurfaceDeclaration], Int)? {
    let end = signatureEnd(tokens, from: keyword + 1)
    let parts = split(tokens[(keyword + 1)..<end])
    let declarations = parts.compactMap { part -> SurfaceDeclaration? in
      guard let first = part.first, first.kind == .identifier || first.kind == .typeName else { return nil }
      var payload = ""
      if part.count > 1, tokens[part.startIndex + 1].text == "(" {
        let close = closing(part, from: part.startIndex + 1)
        payload = SurfaceType.canonical(
          part[(part.startIndex + 1)...min(close, part.endIndex - 1)], container: container)
      }
      return SurfaceDeclaration(kind: .case, name: first.text.trimmingBackticks, type: payload)
    }
    return declarations.isEmpty ? nil : (declarations, end)
  }

  private static func valueOrAlias(
    _ tokens: [SourceToken], at keyword: Int, container: String
  ) -> ([SurfaceDeclaration], Int)? {
    let word = tokens[keyword].text
    guard keyword + 1 < tokens.count, [.identifier, .typeName, .keyword].contains(tokens[keyword + 1].kind)
    else {
      return nil
    }
    let name = tokens[keyword + 1].text.trimmingBackticks
    let isAlias = word == "typealias" || word == "associatedtype"
    let end = signatureEnd(tokens, from: keyword + 2, stopAtEquals: !isAlias)
    var start = keyword + 2
    if start < end, tokens[start].text == "<" { start = closing(tokens[...], from: start) + 1 }
    var type = ""
    if start < end, [":", "="].contains(tokens[start].text) {
      type = SurfaceType.canonical(tokens[(start + 1)..<end], container: container)
    } else if end < tokens.count, tokens[end].text == "=" {
      type = inferredType(tokens, after: end)
    }
    let kind: SurfaceDeclaration.Kind = isAlias ? (word == "typealias" ? .typealias : .associatedtype) : .var
    return ([SurfaceDeclaration(kind: kind, name: name, type: type)], end)
  }

  /// `= UIView()` or `= UIColor.red` is a `UIView`, `UIColor`; `= true` a `Bool`; `= 1` an
  /// `Int` and `= 1.0` a `Double`, as Swift infers; a string literal a `String`. Anything else:
  /// unknown (empty), which no listed type equals.
  private static func inferredType(_ tokens: [SourceToken], after equals: Int) -> String {
    guard equals + 1 < tokens.count else { return "" }
    let first = tokens[equals + 1]
    if first.kind == .typeName {
      var path = first.text
      var index = equals + 2
      while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .typeName {
        path += "." + tokens[index + 1].text
        index += 2
      }
      return path
    }
    if ["true", "false"].contains(first.text) { return "Bool" }
    // What Swift infers for a literal: a default that is not UIKit's type shows.
    if first.kind == .number { return first.text.contains(".") ? "Double" : "Int" }
    if first.kind == .string || first.text == "\"" { return "String" }
    return ""
  }
}

extension String {
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
