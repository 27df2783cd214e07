import RecipesKit

/// The List Recipes scene's use case: what the request asks, what the interactor answers, and
/// what the presenter hands the view controller to display.
enum ListRecipes {

  // MARK: Use cases

  enum FetchRecipes {
    struct Request {
    }
    struct Response {
      var recipes: [[Recipe]]
    }
    struct ViewModel {
      var displayedSections: [DisplayedSection]
    }
  }

  // MARK: Displayed values

  /// A section of the list as it shows: the text of its header, and its rows.
  struct DisplayedSection: Equatable {
    var type: String
    var displayedRecipes: [DisplayedRecipe]
  }

  /// A recipe as a row of the list shows it.
  struct DisplayedRecipe: Equatable {
    var name: String
  }
}
