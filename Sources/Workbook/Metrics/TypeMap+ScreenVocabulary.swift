import Foundation

extension TypeMap {
  /// The names of the types and protocols whose code names one of these names, or names a type or
  /// protocol of these sources that does.
  func screenBound(given vocabulary: Set<String>) -> Set<String> {
    var bound = Set<String>()
    var grew = true
    while grew {
      // Code names a nested type by its own name: `ViewData`, not `MealTableViewCell.ViewData`.
      let known = vocabulary.union(bound).union(
        bound.compactMap { $0.split(separator: ".").last.map(String.init) })
      let types = types.filter { !bound.contains($0.name) && !$0.names.isDisjoint(with: known) }.map(\.name)
      let protocols = protocols.filter { !bound.contains($0.key) && !$0.value.isDisjoint(with: known) }.map(
        \.key)
      bound.formUnion(types + protocols)
      grew = !(types.isEmpty && protocols.isEmpty)
    }
    return bound
  }
}
