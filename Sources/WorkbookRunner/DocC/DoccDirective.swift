/// A DocC directive written as text: `@Name(label: "value", …) { children }`, children indented
/// by two spaces. Markdown children keep their own indentation under the directive's, so a code
/// block inside keeps its shape (DocC removes the indentation of the content's first line from
/// every line).
struct DoccDirective {
  /// What a directive holds.
  enum Child {
    case directive(DoccDirective)
    /// Lines of Markdown.
    case markdown([String])
  }

  let name: String
  /// Labels and values, written in this order; values are quoted unless they are numbers.
  let arguments: [(label: String, value: String)]
  let children: [Child]

  init(_ name: String, _ arguments: [(label: String, value: String)] = [], _ children: [Child] = []) {
    self.name = name
    self.arguments = arguments
    self.children = children
  }

  /// The directive's lines, at an indentation.
  func lines(indent: String = "") -> [String] {
    let arguments = arguments.map { argument in
      let isNumber = !argument.value.isEmpty && argument.value.allSatisfy(\.isNumber)
      return "\(argument.label): \(isNumber ? argument.value : DoccMarkdown.argument(argument.value))"
    }
    let head = "\(indent)@\(name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
    guard !children.isEmpty else { return [head] }
    let inner = indent + "  "
    let body = children.map { child -> [String] in
      switch child {
      case .directive(let directive): directive.lines(indent: inner)
      case .markdown(let lines): lines.map { $0.isEmpty ? "" : inner + $0 }
      }
    }
    return ["\(head) {"] + Array(body.joined(separator: [""])) + ["\(indent)}"]
  }

  /// The directive as a file's text.
  var text: String {
    lines().joined(separator: "\n") + "\n"
  }
}
