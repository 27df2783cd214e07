/// A declaration reduced to what the surface compares: its kind, name and argument labels, its
/// parameters' and result's types, its effects, and what a type inherits. Parameter names,
/// default values' text, bodies, access and concurrency attributes are left out (see
/// `SurfaceType.canonical`).
struct SurfaceDeclaration: Equatable {
  enum Kind: String, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `subscript`, `var`, `case`
  }

  struct Parameter: Equatable {
    /// The argument label, `_` for none.
    let label: String
    let type: String
    let hasDefault: Bool
    /// The name the body uses (`indexPath` in `for indexPath: IndexPath`).
    var localName = ""
    /// Whether its type names a function through a type alias (`UIActionHandler`).
    var isFunctionAlias = false

    /// Whether a trailing closure can fill it.
    var isFunction: Bool { isFunctionAlias || type.contains("->") }
  }

  var kind: Kind
  /// `dequeueReusableCell`, `init`, `UITableView` (an extension's: the extended type's path).
  var name: String
  /// Func, init and subscript parameters; nil for the rest.
  var parameters: [Parameter]?
  /// `init?` and `init!`: `?` or `!`; empty otherwise.
  var failability = ""
  /// `throws`, `async`, `rethrows`, as written, in order.
  var effects: [String] = []
  /// A func's result, a var's or subscript's type, a typealias's meaning, a case's payload.
  var type = ""
  /// A type's inheritance clause, in order.
  var inherits: [String] = []
  /// The modifiers written before it (`open`, `public`, `override`, `static`…).
  var modifiers: [String] = []

  /// How a use names it: `dequeueReusableCell(withIdentifier:for:)`, `init(frame:)`, `title`.
  var key: String {
    guard let parameters else { return name }
    return name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }

  var isType: Bool { [.class, .struct, .enum, .protocol, .typealias, .associatedtype].contains(kind) }

  /// What the surface compares, as one line: `func f(_:Int,for:IndexPath)throws->Bool`. A
  /// class's superclass only (Apple's declarations name no conformances), a protocol's whole
  /// inheritance clause.
  var shape: String {
    switch kind {
    case .class: return "class \(name)" + (inherits.first.map { " : \($0)" } ?? "")
    case .protocol:
      return "protocol \(name)" + (inherits.isEmpty ? "" : " : " + inherits.joined(separator: ", "))
    case .struct, .enum, .extension, .associatedtype: return "\(kind.rawValue) \(name)"
    case .typealias: return "typealias \(name) = \(type)"
    case .var: return "var \(name): \(type)"
    case .case: return "case \(name)\(type)"
    case .func, .`init`, .subscript:
      let parameterList = (parameters ?? []).map { parameter in
        "\(parameter.label): \(parameter.type)\(parameter.hasDefault ? " = default" : "")"
      }
      let head = kind == .func ? "func \(name)" : kind.rawValue + failability
      let effectList = effects.map { " \($0)" }.joined()
      let result = type.isEmpty || type == "Void" || type == "()" ? "" : " -> \(type)"
      return head + "(" + parameterList.joined(separator: ", ") + ")" + effectList + result
    }
  }
}
