import RecipesKit

/// Decides what the list of recipes shows: which sections, under which headers, holding which
/// recipes; and what a tap on a recipe does.
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

  // MARK: Selection

  /// The recipe at this row of this section was tapped: its details show. Plain numbers, not an
  /// `IndexPath`: its `row` and `section` are UIKit's, and the presenter knows no UIKit.
  func didSelectRecipe(at row: Int, inSection section: Int) {
    view?.showDetails(of: sections[section].recipes[row])
  }
}
