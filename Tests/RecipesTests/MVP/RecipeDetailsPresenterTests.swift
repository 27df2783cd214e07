import Foundation
import RecipesKit
import Testing

@testable import RecipesPresenterSelection

// The MVP branch's details presenter (step 3-PresenterSelection), alone: a spy in the view
// controller's place, and no screen.

@MainActor
@Suite("RecipeDetailsPresenter (MVP, step 3-PresenterSelection)")
struct RecipeDetailsPresenterTests {
  // MARK: Test doubles

  /// Stands in for a recipe's details: records what it is told to display, in order.
  final class RecipeDetailsViewSpy: RecipeDetailsView {
    enum Call: Equatable {
      case showTitle(String)
      case showSections([RecipeDetailsSection])
    }

    var calls: [Call] = []

    func showTitle(_ title: String) {
      calls.append(.showTitle(title))
    }

    func showSections(_ sections: [RecipeDetailsSection]) {
      calls.append(.showSections(sections))
    }
  }

  // MARK: Subject under test

  /// A presenter showing this recipe; the spy is returned too, as the presenter holds it weakly.
  private func makeSUT(recipe: Recipe) -> (sut: RecipeDetailsPresenter, view: RecipeDetailsViewSpy) {
    let view = RecipeDetailsViewSpy()
    return (RecipeDetailsPresenter(view: view, recipe: recipe), view)
  }

  nonisolated private static let harina = RecipeDetailsRow.ingredient(Ingredient(name: "Harina"))

  // MARK: Tests

  @Test(
    "viewDidLoad shows the recipe's name, its ingredients under their header, its description under none",
    arguments: [
      (RecipeData.recipes[0], "Empanada", [harina, harina], "Prueba"),
      (RecipeData.recipes[1], "Pastel de carne", [harina], "Prueba Prueba"),
    ])
  func viewDidLoad(recipe: Recipe, title: String, ingredients: [RecipeDetailsRow], description: String) {
    // Given
    let (sut, view) = makeSUT(recipe: recipe)

    // When
    sut.viewDidLoad()

    // Then
    #expect(
      view.calls == [
        .showTitle(title),
        .showSections([
          RecipeDetailsSection(hasIngredientsHeader: true, rows: ingredients),
          RecipeDetailsSection(hasIngredientsHeader: false, rows: [.description(description)]),
        ]),
      ])
  }

  @Test("The presenter holds its view weakly: it keeps no details screen alive")
  func weakView() {
    // Given
    var view: RecipeDetailsViewSpy? = RecipeDetailsViewSpy()
    weak let released = view
    let sut = RecipeDetailsPresenter(view: view!, recipe: RecipeData.recipes[0])

    // When
    view = nil
    sut.viewDidLoad()

    // Then
    #expect(released == nil)
  }
}
