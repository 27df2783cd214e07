/// What a recipe's details display: the presenter tells it, and the view controller only
/// displays.
@MainActor
protocol RecipeDetailsView: AnyObject {
  /// Shows this title in the navigation bar.
  func showTitle(_ title: String)
  /// Shows these sections in the table, in place of whatever it showed.
  func showSections(_ sections: [RecipeDetailsSection])
}
