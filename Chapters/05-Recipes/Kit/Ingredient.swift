/// An ingredient of a recipe.
public struct Ingredient: Hashable, Sendable {
  public var name: String

  public init(name: String) {
    self.name = name
  }
}
