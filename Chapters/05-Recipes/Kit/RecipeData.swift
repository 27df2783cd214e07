/// The recipes the app shows, as the repository's `Data.swift` declares them.
///
/// The repository calls this `struct Data`, which since Swift 3 shadows Foundation's `Data` in
/// every file that imports both: it is renamed `RecipeData`. Its `static var harina` is a `let`:
/// Swift 6 refuses a global that anything could change.
public struct RecipeData {
  public static let recipes = [
    Recipe(type: .lunch, name: "Empanada", description: "Prueba", ingredients: [harina, harina]),
    Recipe(type: .dinner, name: "Pastel de carne", description: "Prueba Prueba", ingredients: [harina]),
  ]

  public static let harina = Ingredient(name: "Harina")
}
