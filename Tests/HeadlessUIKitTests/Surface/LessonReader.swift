/// Finds a lesson file's uses (see `LessonUse`), the names it declares (which a name-only use
/// of the same name may mean instead of UIKit's), and its imports.
struct LessonReader {
  private(set) var uses: [LessonUse] = []
  /// Every name the file declares: types, properties, locals, parameters.
  private(set) var declaredNames: Set<String> = []
  /// The names declared with `let`, `var` or `case`: what a member access may mean.
  private(set) var declaredMembers: Set<String> = []
  private(set) var imports: [(module: String, line: Int)] = []

  private let tokens: [SourceToken]
  private let file: String
  private static let statementWords: Set<String> = ["if", "guard", "while", "for", "switch", "else"]
  private static let typeDeclarationWords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

  init(source: String, file: String) {
    tokens = SourceToken.tokens(of: source)
    self.file = file
    var index = 0
    while index < tokens.count { index = read(at: index) }
  }

  private func text(_ index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }

  /// Reads what starts at `index`; returns where to go on.
  private mutating func read(at index: Int) -> Int {
    let token = tokens[index]
    switch token.text {
    case "import":
      imports.append((text(index + 1), token.line))
      return index + 2
    case "func":
      return function(at: index)
    case "init" where text(index - 1) != ".":
      return function(at: index)
    case "let", "var", "case", "for":
      if [.identifier, .typeName].contains(tokens[safe: index + 1]?.kind) {
        declaredNames.insert(text(index + 1).trimmingBackticks)
        if token.text != "for" { declaredMembers.insert(text(index + 1).trimmingBackticks) }
      }
      if token.text == "var", tokens[..<index].suffix(3).contains(where: { $0.text == "override" }) {
        return overriddenProperty(at: index)
      }
      if token.text == "case" { enumCases(after: index) }
      return index + (token.text == "for" ? 1 : 2)
    case "{":
      closureParameters(after: index)
      return index + 1
    default:
      break
    }
    if token.kind == .typeName, text(index - 1) != "." { return typeName(at: index) }
    // `.default`, `.init(…)`: a keyword after a dot is a member's name.
    let isMemberKeyword = token.kind == .keyword && text(index - 1) == "." && token.text != "self"
    if token.kind == .identifier || token.text == "init" || isMemberKeyword { return identifier(at: index) }
    return index + 1
  }

  /// A lesson's own function: its key may be a requirement it implements or a member it
  /// overrides; its parameters' types are uses, its parameters' names are its own.
  private mutating func function(at index: Int) -> Int {
    guard
      let (declarations, end) = SurfaceParser.declarations(
        tokens, at: index, container: "", modifiers: [])
    else { return index + 1 }
    for declaration in declarations {
      uses.append(use(declaration.name, nil, .implementation(declaration), index))
      declaredNames.formUnion((declaration.parameters ?? []).map(\.localName))
    }
    var position = index + 1
    while position < end {
      position =
        tokens[position].kind == .typeName && text(position - 1) != "."
        ? typeName(at: position) : position + 1
    }
    return max(end, index + 1)
  }

  private mutating func overriddenProperty(at index: Int) -> Int {
    guard
      let (declarations, end) = SurfaceParser.declarations(tokens, at: index, container: "", modifiers: [])
    else { return index + 1 }
    for declaration in declarations {
      uses.append(use(declaration.name, nil, .implementation(declaration), index))
    }
    return max(end, index + 2)
  }

  /// `case default, info, fault`: every name of an enum's case list is the chapter's own.
  private mutating func enumCases(after keyword: Int) {
    var index = keyword + 1
    while index < tokens.count, tokens[index].line == tokens[keyword].line {
      if ["case", ","].contains(text(index - 1)), [.identifier, .keyword].contains(tokens[index].kind) {
        declaredNames.insert(text(index).trimmingBackticks)
        declaredMembers.insert(text(index).trimmingBackticks)
      }
      index = text(index) == "(" ? SurfaceParser.closing(tokens[...], from: index) + 1 : index + 1
    }
  }

  /// `{ [weak self] action, _ in`: the closure's parameters are its own names.
  private mutating func closureParameters(after brace: Int) {
    var index = brace + 1
    var names: [String] = []
    while index < tokens.count, tokens[index].line == tokens[brace].line, index - brace < 16 {
      let token = tokens[index]
      if token.text == "in" {
        declaredNames.formUnion(names)
        return
      }
      guard
        [.identifier, .typeName, .punctuation].contains(token.kind)
          || ["weak", "unowned", "self"].contains(token.text)
      else { return }
      if token.kind == .identifier { names.append(token.text) }
      index += 1
    }
  }

  /// A type's path (`UITableView.RowAnimation`), then what follows it: an initialiser call, a
  /// member, or nothing more. A type the lesson declares is not a use.
  private mutating func typeName(at start: Int) -> Int {
    var index = start
    var path = tokens[index].text
    while text(index + 1) == ".", tokens[safe: index + 2]?.kind == .typeName {
      path += "." + text(index + 2)
      index += 2
    }
    index += 1
    if Self.typeDeclarationWords.contains(text(start - 1)) {
      declaredNames.insert(path)
      return index
    }
    uses.append(use(path, nil, .type, start))
    if text(index) == "<", let close = genericClose(from: index) { index = close + 1 }
    if text(index) == ".", text(index + 1) == "init" { index += 2 }
    if text(index) == "(" || (text(index) == "{" && ["=", "(", "return"].contains(text(start - 1))) {
      uses.append(use("init", path, call(at: index), start))
    } else if text(index) == ".", tokens[safe: index + 1]?.kind == .identifier {
      let name = text(index + 1).trimmingBackticks
      let form: LessonUse.Form = ["(", "{"].contains(text(index + 2)) ? call(at: index + 2) : .member
      uses.append(use(name, path, form, index + 1))
      return index + 2
    }
    return index
  }

  /// `<…>` closed on the same line, as a generic argument list is.
  private func genericClose(from open: Int) -> Int? {
    let close = SurfaceParser.closing(tokens[...], from: open)
    return close < tokens.count && tokens[close].line == tokens[open].line ? close : nil
  }

  /// A name that is not a type: a member after `.`, a call, or a name alone, which may be an
  /// implicit `self.` member (`navigationItem`, `editButtonItem`). An argument label is not a use.
  private mutating func identifier(at index: Int) -> Int {
    let name = text(index).trimmingBackticks
    let afterDot = text(index - 1) == "."
    let isOptionalChain = ["?", "!"].contains(text(index + 1)) && text(index + 2) == "."
    let next = isOptionalChain ? "." : text(index + 1)
    if !afterDot, next == ":" { return index + 1 }
    if next == "(" || (afterDot && next == "{") {
      uses.append(use(name, nil, call(at: index + 1), index))
    } else if afterDot {
      uses.append(use(name, nil, .member, index))
    } else if !declaredNames.contains(name), ![":", "in"].contains(next) {
      uses.append(use(name, nil, .implicitMember, index))
    }
    return index + 1
  }

  /// A call's argument labels (`_` for none) from its `(` (or its trailing closure's `{`), and
  /// whether a trailing closure follows: a `{` after `)` on the same line, unless the line is a
  /// statement's condition (`if list.contains(x) {`).
  private func call(at open: Int) -> LessonUse.Form {
    guard text(open) == "(" else { return .call(labels: [], trailingClosure: true) }
    let close = SurfaceParser.closing(tokens[...], from: open)
    let arguments = SurfaceParser.split(tokens[(open + 1)..<min(close, tokens.count)])
    let labels = arguments.map { argument -> String in
      guard argument.count > 1, tokens[argument.startIndex + 1].text == ":",
        [.identifier, .keyword, .typeName].contains(tokens[argument.startIndex].kind)
      else { return "_" }
      return tokens[argument.startIndex].text.trimmingBackticks
    }
    let line = tokens[open].line
    let isCondition = tokens[..<open].reversed().prefix { $0.line == line }.contains {
      Self.statementWords.contains($0.text)
    }
    let trailing =
      close + 1 < tokens.count && text(close + 1) == "{" && tokens[close + 1].line == tokens[close].line
    return .call(labels: labels, trailingClosure: trailing && !isCondition)
  }

  private func use(_ name: String, _ container: String?, _ form: LessonUse.Form, _ index: Int) -> LessonUse {
    LessonUse(name: name, container: container, form: form, file: file, line: tokens[index].line)
  }

  subscript(safe index: Int) -> SourceToken? { index < tokens.count ? tokens[index] : nil }
}

extension Array {
  subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
