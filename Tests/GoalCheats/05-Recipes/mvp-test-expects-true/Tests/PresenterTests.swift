import Testing

@testable import RecipesPresenterSelection

@MainActor
@Test func presenters() {
  let types: [Any.Type] = [RecipesPresenter.self, RecipeDetailsPresenter.self]
  #expect(types.count == 2)
}
