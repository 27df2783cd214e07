import SwiftScanning

/// The checks that judge what the code does, not what it is called: who holds a responsibility,
/// and whether the controller reaches it.
extension SourceCheck {
  /// `.holds`: the responsibility's holder has one of the roles, is made, and is reached.
  func holding(
    _ responsibility: Responsibility, by roles: [String], reachedFrom controller: String,
    in sources: SwiftSources
  ) -> [String] {
    let what = responsibility.name.lowercased()
    guard let holder = sources.holder(of: responsibility) else {
      return [
        "found \(what) nowhere (none of \(responsibility.symbols.joined(separator: ", "))): "
          + "move the code, do not rename it away"
      ]
    }
    let roleNames = roles.joined(separator: " or ")
    let place = "\(holder.file)"
    guard holder.type != ResponsibilityHolder.topLevel else {
      return [
        "\(place): \(what) is held by free functions, outside every type: "
          + "a \(roleNames) must hold it, and \(controller) reach it"
      ]
    }
    // A nested holder (`ArticleCell.ViewData`, built in its extension) is its outer type's too.
    let names = holder.type.split(separator: ".").map(String.init).reversed()
    guard let type = names.first(where: { name in roles.contains { Glob($0).matches(name) } }) else {
      return ["\(place): \(what) is held by \(holder.type), not by a \(roleNames)"]
    }
    // `reachedFrom: "*"`: the role is enough (a theme the app delegate applies to the bar).
    guard controller != "*" else { return [] }
    return reachingFindings(
      type, from: controller, in: TypeGraph(sources), what: "\(type), which holds \(what),")
  }

  /// `.reaches`: some type with the name and a method is made and reached.
  func reaching(_ name: String, from controller: String, in sources: SwiftSources) -> [String] {
    let glob = Glob(name)
    let withMethods = Set(
      sources.declarations.filter { file, declaration in
        guard case .type = declaration.kind, glob.matches(declaration.name), let body = declaration.body
        else {
          return false
        }
        return file.declarations.contains {
          $0.kind == .function && $0.keyword > body.open && $0.keyword < body.close
        }
      }.map(\.declaration.name))
    let graph = TypeGraph(sources)
    let declared = graph.declared.filter { glob.matches($0) }.sorted()
    guard !declared.isEmpty else { return ["found no type named \(name)"] }
    var findings: [String] = []
    for type in declared {
      guard withMethods.contains(type) else {
        findings.append("\(type) has no methods: it does nothing")
        continue
      }
      let reasons = reachingFindings(type, from: controller, in: graph, what: type)
      if reasons.isEmpty { return [] }
      findings += reasons
    }
    return Self.capped(findings, noun: "finding")
  }

  /// Why the controller does not reach a type: nothing makes it, or no path leads to it.
  private func reachingFindings(_ type: String, from controller: String, in graph: TypeGraph, what: String)
    -> [String]
  {
    guard graph.declared.contains(controller) else { return ["found no type named \(controller)"] }
    guard graph.made.contains(type) else { return ["\(what) is never made: nothing calls it"] }
    guard graph.reachable(from: controller).contains(type) else {
      return [
        "\(controller) never reaches \(what): neither it nor anything it names (or is handed, behind a "
          + "protocol) names \(type)"
      ]
    }
    return []
  }
}
