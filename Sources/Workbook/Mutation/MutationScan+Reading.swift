import SwiftScanning

/// How `MutationScan` reads a file's structure from its tokens.
extension MutationScan {
  static let controlFlowKeywords: Set<String> = [
    "if", "else", "guard", "while", "for", "switch", "do", "catch", "defer", "repeat",
  ]

  /// Each bracket's match, both ways (an unclosed one has none).
  static func matchingBrackets(_ tokens: [SwiftToken]) -> [Int: Int] {
    let closing: [String: String] = [")": "(", "]": "[", "}": "{"]
    var open: [Int] = []
    var match: [Int: Int] = [:]
    for (index, token) in tokens.enumerated() {
      if token.text == "(" || token.text == "[" || token.text == "{" {
        open.append(index)
      } else if let opener = closing[token.text] {
        // A stray closer (in code a scanner misread) closes nothing rather than the wrong one.
        guard let last = open.last, tokens[last].text == opener else { continue }
        open.removeLast()
        match[last] = index
        match[index] = last
      }
    }
    return match
  }

  /// The innermost `{` around each token.
  static func enclosingBraces(_ tokens: [SwiftToken]) -> [Int?] {
    var open: [Int] = []
    var enclosing: [Int?] = []
    enclosing.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if token.text == "}", !open.isEmpty { open.removeLast() }
      enclosing.append(open.last)
      if token.text == "{" { open.append(index) }
    }
    return enclosing
  }

  /// The bodies of types, extensions, protocols and functions, from the declarations.
  static func declarationBlocks(_ declarations: [SwiftDeclaration], tokens: [SwiftToken]) -> (
    blocks: [Int: MutationBlock], functions: [Int: SwiftDeclaration]
  ) {
    var blocks: [Int: MutationBlock] = [:]
    var functions: [Int: SwiftDeclaration] = [:]
    for declaration in declarations {
      guard let body = declaration.body, tokens[body.open].text == "{" else { continue }
      switch declaration.kind {
      case .type, .extension, .protocol:
        blocks[body.open] = .declarations(typeName: declaration.name)
      case .function:
        let returnsValue = returnsValue(tokens[(declaration.keyword + 1)..<body.open])
        let isInitializer = declaration.name == "init" || declaration.name == "deinit"
        blocks[body.open] = .function(returnsValue: returnsValue, isInitializer: isInitializer)
        functions[body.open] = declaration
      case .property:
        continue
      }
    }
    return (blocks, functions)
  }

  /// Whether a signature's tokens say it returns something: `->` followed by anything but
  /// `Void` or `()`.
  private static func returnsValue(_ signature: ArraySlice<SwiftToken>) -> Bool {
    let texts = signature.map(\.text)
    guard let arrow = texts.indices.dropLast().first(where: { texts[$0] == "-" && texts[$0 + 1] == ">" })
    else {
      return false
    }
    let result = texts[(arrow + 2)...].prefix { $0 != "where" }
    return result != ["Void"] && result != ["(", ")"]
  }

  /// The `{` that opens each control-flow statement's body: the first at bracket depth 0 after
  /// its keyword.
  static func controlFlowBodies(_ tokens: [SwiftToken], match: [Int: Int]) -> [(Int, String)] {
    var bodies: [(Int, String)] = []
    for (index, token) in tokens.enumerated() where controlFlowKeywords.contains(token.text) {
      // `foo.if`, `.default`: a member, not a keyword.
      if index > 0, tokens[index - 1].text == "." { continue }
      // `repeat { … } while condition` has no body after its condition.
      if token.text == "while", index > 0, tokens[index - 1].text == "}" { continue }
      var position = index + 1
      while position < tokens.count {
        let text = tokens[position].text
        if text == "{" {
          bodies.append((position, token.text))
          break
        }
        if text == "(" || text == "[", let close = match[position] {
          position = close + 1
        } else if text == "}" || text == ")" || text == "]" || text == ";" {
          break
        } else {
          position += 1
        }
      }
    }
    return bodies
  }

  /// Whether a `{` opens `didSet`, `willSet` or `set` (`set(newValue)` too): statements that
  /// return nothing, so their only call may be dropped, as a function's.
  static func isObserverOrSetter(_ open: Int, _ tokens: [SwiftToken]) -> Bool {
    guard open > 0 else { return false }
    var before = open - 1
    if tokens[before].text == ")", before >= 3, tokens[before - 2].text == "(" { before -= 3 }
    return ["didSet", "willSet", "set"].contains(tokens[before].text)
  }

  /// Lines (0-based) of compiler directives, and every line between `#if` and its `#endif`:
  /// code in an inactive branch is never compiled, so a mutant there could never be killed.
  static func directiveLines(_ lines: [String]) -> Set<Int> {
    var excluded: Set<Int> = []
    var depth = 0
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#if") { depth += 1 }
      if depth > 0 || trimmed.hasPrefix("#") { excluded.insert(index) }
      if trimmed.hasPrefix("#endif") { depth = max(0, depth - 1) }
    }
    return excluded
  }
}
