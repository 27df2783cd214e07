import WorldKit

/// The world Recipes runs in.
///
/// The repository's app has no backend, no storage and no clock: its recipes are constants
/// (`RecipeData`). So the chapter adds nothing to `World`; the World is there because every
/// chapter's scenarios run in one, and it keeps the app's sandbox and log as empty as the app
/// leaves them.
@MainActor
public final class RecipesWorld: World {}
