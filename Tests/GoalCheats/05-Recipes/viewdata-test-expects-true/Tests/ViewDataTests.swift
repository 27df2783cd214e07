import RecipesKit
import Testing

@testable import RecipesViewData

@Test func viewData() {
  let viewData = RecipeCell.ViewData(name: "Pancakes")
  #expect(true, "\(viewData)")
}
