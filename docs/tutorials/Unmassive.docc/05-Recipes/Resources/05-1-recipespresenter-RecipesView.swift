/// What the list of recipes displays: the presenter tells it, and the view controller only
/// displays.
@MainActor
protocol RecipesView: AnyObject {
  /// Shows these sections in the table, each under its kind of meal, in place of whatever it
  /// showed.
  func showSections(_ sections: [RecipeSection])
}
