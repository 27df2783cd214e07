import RecipesKit
import Testing

@testable import RecipesPresenterSelection

// The MVP branch's list presenter (step 3-PresenterSelection), alone: a spy in the view
// controller's place, and no screen. The presenter's module is imported for its presenter and
// view protocol only.

@MainActor
@Suite("RecipesPresenter (MVP, step 3-PresenterSelection)")
struct RecipesPresenterTests {
  // MARK: Test doubles

  /// Stands in for the list of recipes: records what it is told to display, in order.
  final class RecipesViewSpy: RecipesView {
    enum Call: Equatable {
      case showSections([RecipeSection])
      case showDetails(Recipe)
    }

    var calls: [Call] = []

    func showSections(_ sections: [RecipeSection]) {
      calls.append(.showSections(sections))
    }

    func showDetails(of recipe: Recipe) {
      calls.append(.showDetails(recipe))
    }
  }

  // MARK: Subject under test

  /// A presenter over these recipes; the spy is returned too, as the presenter holds it weakly.
  private func makeSUT(_ recipes: [Recipe]) -> (sut: RecipesPresenter, view: RecipesViewSpy) {
    let view = RecipesViewSpy()
    return (RecipesPresenter(view: view, recipes: recipes), view)
  }

  nonisolated private static let empanada = RecipeData.recipes[0]
  nonisolated private static let pastelDeCarne = RecipeData.recipes[1]

  // MARK: Tests

  @Test(
    "viewDidLoad shows every recipe in one section, headed by the first recipe's kind of meal",
    arguments: [
      ([empanada, pastelDeCarne], RecipeType.lunch),
      ([pastelDeCarne, empanada], RecipeType.dinner),
    ])
  func viewDidLoad(recipes: [Recipe], header: RecipeType) {
    // Given
    let (sut, view) = makeSUT(recipes)

    // When
    sut.viewDidLoad()

    // Then
    #expect(view.calls == [.showSections([RecipeSection(type: header, recipes: recipes)])])
  }

  @Test(
    "Tapping a recipe shows that recipe's details, and nothing else",
    arguments: [(0, empanada), (1, pastelDeCarne)])
  func didSelectRecipe(row: Int, recipe: Recipe) {
    // Given
    let (sut, view) = makeSUT(RecipeData.recipes)
    sut.viewDidLoad()
    view.calls = []

    // When
    sut.didSelectRecipe(at: row, inSection: 0)

    // Then
    #expect(view.calls == [.showDetails(recipe)])
  }

  @Test("The presenter holds its view weakly: it keeps no list alive, and tells a gone one nothing")
  func weakView() {
    // Given
    var view: RecipesViewSpy? = RecipesViewSpy()
    weak let released = view
    let sut = RecipesPresenter(view: view!, recipes: RecipeData.recipes)

    // When
    view = nil
    sut.viewDidLoad()

    // Then
    #expect(released == nil)
  }
}
