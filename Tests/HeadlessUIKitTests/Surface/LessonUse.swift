/// One place where lesson code names something, as tokens show it: a type, a call with its
/// argument labels, a member, or a member the lesson implements (`override func viewDidLoad()`,
/// `func tableView(_:cellForRowAt:)`). Tokens carry no types: a member's receiver is known
/// only when it is written as a type (`UIColor.red`, `UILabel()`), otherwise a use is matched
/// by its name and labels alone.
struct LessonUse: Equatable {
  enum Form: Equatable {
    /// `UITableView`, `UITableViewCell.CellStyle`: `name` is the type's path.
    case type
    /// `name(label:…)`, maybe with a trailing closure; `init` for `UILabel()`.
    case call(labels: [String], trailingClosure: Bool)
    /// `.red`, `view.backgroundColor`.
    case member
    /// A member of `self` named alone: `title =`, `navigationItem.`.
    case implicitMember
    /// A lesson's `func`, `init` or `override var`: a protocol requirement it implements or a
    /// member it overrides, when HeadlessUIKit has one of that key.
    case implementation(SurfaceDeclaration)
  }

  let name: String
  /// The type written before it (`UIColor` in `UIColor.red`); nil when unknown.
  let container: String?
  let form: Form
  let file: String
  let line: Int

  /// How a reader would name it: `UIColor.red`, `present(_:animated:)` + `{…}`, `UITableView`.
  var description: String {
    let prefix = container.map { $0 + "." } ?? ""
    switch form {
    case .type, .member, .implicitMember: return prefix + name
    case .call(let labels, let trailingClosure):
      return prefix + name + "(" + labels.map { $0 + ":" }.joined() + ")" + (trailingClosure ? " {…}" : "")
    case .implementation(let declaration): return declaration.key
    }
  }

  /// Whether it may mean this declaration, in this container (`ancestors` gives a class's
  /// superclasses, so `UILabel()` may mean NSObject's `init()`).
  func matches(
    _ declaration: SurfaceDeclaration, in declarationContainer: String, ancestors: (String) -> [String]
  ) -> Bool {
    if let container, form != .type, !ancestors(container).contains(declarationContainer) { return false }
    switch form {
    case .type:
      // A capitalised global (`NSSQLiteStoreType`) reads as a type.
      let isGlobal = declaration.kind == .var && declarationContainer.isEmpty
      guard declaration.isType || isGlobal else { return false }
      return (declarationContainer.isEmpty ? "" : declarationContainer + ".") + declaration.name == name
    case .member, .implicitMember:
      return [.var, .case].contains(declaration.kind) && declaration.name == name
    case .call(let labels, let trailingClosure):
      guard [.func, .`init`].contains(declaration.kind), declaration.name == name,
        let parameters = declaration.parameters
      else { return false }
      return Self.accepts(parameters, labels: labels, trailingClosure: trailingClosure)
    case .implementation(let implemented):
      return declaration.kind == implemented.kind && declaration.key == implemented.key
    }
  }

  /// Whether a call with these labels can reach these parameters: labels in order, defaulted
  /// parameters skipped, a trailing closure filling a function-typed parameter after them.
  static func accepts(
    _ parameters: [SurfaceDeclaration.Parameter], labels: [String], trailingClosure: Bool
  ) -> Bool {
    var next = 0
    var closureUsed = !trailingClosure
    for parameter in parameters {
      if next < labels.count, labels[next] == parameter.label {
        next += 1
      } else if !closureUsed, next == labels.count, parameter.isFunction {
        closureUsed = true
      } else if !parameter.hasDefault {
        return false
      }
    }
    return next == labels.count && closureUsed
  }
}
