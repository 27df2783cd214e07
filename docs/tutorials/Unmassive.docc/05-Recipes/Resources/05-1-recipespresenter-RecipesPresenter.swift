import RecipesKit

/// Decides what the list of recipes shows: which sections, under which headers, holding which
/// recipes.
@MainActor
final class RecipesPresenter {
  private weak var view: (any RecipesView)?

  private let recipes: [Recipe]

  /// A presenter for this view, over these recipes.
  init(view: any RecipesView, recipes: [Recipe]) {
    self.view = view
    self.recipes = recipes
  }

  /// Every recipe in one section, headed by the first recipe's kind of meal (as step 0 heads it,
  /// Dinners included).
  private var sections: [RecipeSection] {
    [RecipeSection(type: recipes.first!.type, recipes: recipes)]
  }

  // MARK: View lifecycle

  /// The list has loaded: it shows the recipes' sections.
  func viewDidLoad() {
    view?.showSections(sections)
  }
}
