/// A recipe: its kind of meal, its name, its description and its ingredients.
public struct Recipe: Hashable, Sendable {
  public var type: RecipeType
  public var name: String
  public var description: String
  public var ingredients: [Ingredient]

  public init(type: RecipeType, name: String, description: String, ingredients: [Ingredient]) {
    self.type = type
    self.name = name
    self.description = description
    self.ingredients = ingredients
  }
}
