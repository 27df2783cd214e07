@MainActor
protocol ShowRecipeDataPassing {
  var dataStore: ShowRecipeDataStore? { get }
}

/// The scene's router. The details lead nowhere (going back is the navigation controller's), so
/// it has no routing logic: it carries the data store, which the scene that routes here fills.
@MainActor
final class ShowRecipeRouter: ShowRecipeDataPassing {
  var dataStore: ShowRecipeDataStore?
}
