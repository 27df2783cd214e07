import Foundation
import RecipesKit
import Testing

@testable import RecipesFixes

/// The final step's section of recipes, on its own: headed by the kind of its first recipe, 50 pt
/// high, one row a recipe; with no recipe at all, no kind and a header of 0.01 pt (the list never
/// makes one, as it leaves empty kinds out, but the section promises it).
@MainActor
struct RecipesSectionTests {
  nonisolated static func recipe(_ name: String, _ type: RecipeType) -> Recipe {
    Recipe(type: type, name: name, description: "", ingredients: [])
  }

  /// No recipe, one and two: each edge of "has a first recipe" and its neighbours.
  @Test(
    arguments: [
      ([], nil, 0.01),
      ([recipe("Flan", .dessert)], RecipeType.dessert, 50),
      ([recipe("Empanada", .lunch), recipe("Flan", .dessert)], .lunch, 50),
    ] as [([Recipe], RecipeType?, CGFloat)])
  func theSectionIsHeadedByItsFirstRecipesKind(recipes: [Recipe], type: RecipeType?, headerHeight: CGFloat) {
    let section = RecipesSection(recipes: recipes, delegate: nil)
    #expect(section.type == type)
    #expect(section.headerHeight == headerHeight)
    #expect(section.rows.count == recipes.count)
  }
}
