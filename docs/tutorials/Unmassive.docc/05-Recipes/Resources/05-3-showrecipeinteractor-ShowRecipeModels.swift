import RecipesKit

/// The Show Recipe scene's use case: what the request asks, what the interactor answers, and
/// what the presenter hands the view controller to display.
enum ShowRecipe {

  // MARK: Use cases

  enum GetRecipe {
    struct Request {
    }
    struct Response {
      var recipe: Recipe
    }
    struct ViewModel {
      var displayedRecipe: DisplayedRecipe
    }
  }

  // MARK: Displayed values

  /// A recipe as its details show it: its name in the title, then its sections, in order.
  struct DisplayedRecipe: Equatable {
    var name: String
    var displayedSections: [DisplayedSection]
  }

  /// A section of the details: the ingredients' rows under their header, or the description's
  /// row under none.
  enum DisplayedSection: Equatable {
    case ingredients([DisplayedIngredient])
    case description(String)
  }

  /// An ingredient as a row of the details shows it.
  struct DisplayedIngredient: Equatable {
    var name: String
  }
}
