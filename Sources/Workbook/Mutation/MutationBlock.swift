/// What a pair of braces holds, as far as planting mutants cares.
enum MutationBlock: Equatable, Sendable {
  /// A type's, an extension's or a protocol's members: declarations, not statements.
  case declarations(typeName: String)
  /// A function's, an initialiser's or a deinitialiser's statements (or a property's `didSet`,
  /// `willSet` or `set`: they return nothing either).
  case function(returnsValue: Bool, isInitializer: Bool)
  /// The body of `if`, `else`, `guard … else`, `while`, `for`, `switch`, `do`, `catch`, `defer`
  /// or `repeat`.
  case controlFlow
  /// A closure, or a computed property's body or `get`.
  case other

  /// Whether statements and expressions live directly inside it.
  var holdsCode: Bool {
    if case .declarations = self { return false }
    return true
  }

  /// Whether its only statement, if it has one, is its value (a closure's or a computed
  /// property's single expression, a function that returns something): dropping it would not
  /// compile.
  var singleStatementIsValue: Bool {
    switch self {
    case .declarations, .controlFlow: false
    case .function(let returnsValue, _): returnsValue
    case .other: true
    }
  }
}
