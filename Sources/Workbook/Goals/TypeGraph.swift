import SwiftScanning

/// Which types of a variant's sources reach which, read from the code: a type reaches every type
/// or protocol its code names (a property's type, a call, an initialiser), and a protocol reaches
/// every type that adopts it (what is handed over behind the protocol). A goal asks that the
/// controller reach the type that holds a responsibility: a call path from it, or the composition
/// root handing the type over behind a property the controller declares.
struct TypeGraph {
  /// The types and protocols the sources declare, by their simple names.
  let declared: Set<String>
  private let edges: [String: Set<String>]
  /// The types something makes (`Name(`, `Name.init`, a static member `Name.shared`, or a cast
  /// `as? Name` of what the table dequeues) outside their own declaration and extensions.
  let made: Set<String>

  init(_ sources: SwiftSources) {
    var declared: Set<String> = []
    var adopters: [String: Set<String>] = [:]
    for (_, declaration) in sources.declarations {
      let name = Self.simpleName(declaration.name)
      switch declaration.kind {
      case .type, .protocol: declared.insert(name)
      default: break
      }
      if declaration.kind != .protocol {
        for adopted in declaration.inherited { adopters[adopted, default: []].insert(name) }
      }
    }
    var edges: [String: Set<String>] = [:]
    var made: Set<String> = []
    for file in sources.files {
      let owners = Self.owners(in: file)
      for (index, token) in file.tokens.enumerated() where token.isIdentifier && declared.contains(token.text)
      {
        let owner = owners.last { $0.body.open < index && index < $0.body.close }?.name
        if let owner, owner != token.text { edges[owner, default: []].insert(token.text) }
        if owner != token.text, Self.isMade(at: index, in: file.tokens) { made.insert(token.text) }
      }
    }
    for (adopted, types) in adopters where declared.contains(adopted) {
      edges[adopted, default: []].formUnion(types)
    }
    self.declared = declared
    self.edges = edges
    self.made = made
  }

  /// Every type the start reaches, the start included.
  func reachable(from start: String) -> Set<String> {
    var reached: Set<String> = [start]
    var pending = [start]
    while let next = pending.popLast() {
      for type in edges[next, default: []] where reached.insert(type).inserted { pending.append(type) }
    }
    return reached
  }

  /// "ListMeals.FetchMeals.Request" → "Request".
  static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The types, extensions and protocols of a file with their bodies, outermost first, by their
  /// simple names.
  private static func owners(in file: SwiftSourceFile) -> [(name: String, body: (open: Int, close: Int))] {
    file.typeRegions(includingProtocols: true).map { (simpleName($0.name), ($0.open, $0.close)) }
  }

  /// `Name(`, `Name.init`, `Name.shared`, `Name<…>(`: the type is made or its members called.
  private static func isMade(at index: Int, in tokens: [SwiftToken]) -> Bool {
    guard index + 1 < tokens.count else { return false }
    if index > 0,
      ["class", "struct", "enum", "actor", "protocol", "extension"].contains(tokens[index - 1].text)
    {
      return false
    }
    // `as? ArticleCell`: a cell the table dequeues is obtained, if not made.
    if index > 1, ["?", "!"].contains(tokens[index - 1].text), tokens[index - 2].text == "as" { return true }
    let next = tokens[index + 1]
    guard next.line == tokens[index].line else { return false }
    if next.text == "(" { return true }
    if next.text == "." { return index + 2 < tokens.count && tokens[index + 2].isIdentifier }
    return false
  }
}
