import HeadlessUIKit
import RecipesKit
import Testing

@testable import RecipesViewData

// The view-data branch's cells, alone: what each row and header shows is a value built from the
// model, each cell shows whatever view data it is given, and each row (or the list's section)
// hands its cell that value: no controller and no table in between.

/// The repository's two recipes, and one at the edges: no name, no description, no ingredients.
private let recipes =
  RecipeData.recipes + [Recipe(type: .dessert, name: "", description: "", ingredients: [])]

@MainActor
@Suite("Cell view data (view-data branch)")
struct CellViewDataTests {
  @Test("A recipe's row shows its name", arguments: recipes)
  func recipeRow(recipe: Recipe) {
    let cell = RecipeCell(style: .default, reuseIdentifier: "RecipeCell")

    cell.viewData = RecipeCell.ViewData(recipe: recipe)

    #expect(cell.viewData?.name == recipe.name)
    #expect(cell.textLabel?.text == recipe.name)
  }

  @Test("A recipe's description row shows its description", arguments: recipes)
  func descriptionRow(recipe: Recipe) {
    let cell = DescriptionCell(style: .default, reuseIdentifier: "DescriptionCell")

    cell.viewData = DescriptionCell.ViewData(description: recipe.description)

    #expect(cell.viewData?.text == recipe.description)
    #expect(cell.textLabel?.text == recipe.description)
  }

  @Test("An ingredient's row shows its name", arguments: [RecipeData.harina, Ingredient(name: "")])
  func ingredientRow(ingredient: Ingredient) {
    let cell = IngredientCell(style: .default, reuseIdentifier: "IngredientCell")

    cell.viewData = IngredientCell.ViewData(ingredient: ingredient)

    #expect(cell.viewData?.name == ingredient.name)
    #expect(cell.textLabel?.text == ingredient.name)
  }

  @Test(
    "A section's header shows its kind of meal as the kind names itself, and nothing without one",
    arguments: [(RecipeType.lunch, "Lunch"), (.dinner, "Dinner"), (nil, nil)] as [(RecipeType?, String?)])
  func header(type: RecipeType?, title: String?) {
    let cell = RecipesHeaderCell(style: .default, reuseIdentifier: "RecipesHeaderCell")

    cell.viewData = RecipesHeaderCell.ViewData(recipeType: type)

    #expect(cell.viewData?.title == title)
    #expect(cell.textLabel?.text == title)
  }

  @Test("The rows and the list's section hand their cells the view data of their model")
  func rowsFillTheirCells() {
    let recipe = RecipeData.recipes[0]
    let recipeCell = RecipeCell(style: .default, reuseIdentifier: "RecipeCell")
    let ingredientCell = IngredientCell(style: .default, reuseIdentifier: "IngredientCell")
    let descriptionCell = DescriptionCell(style: .default, reuseIdentifier: "DescriptionCell")
    let headerCell = RecipesHeaderCell(style: .default, reuseIdentifier: "RecipesHeaderCell")

    RecipeRow(recipe: recipe, delegate: nil).configureCell(recipeCell)
    IngredientRow(ingredient: recipe.ingredients[0]).configureCell(ingredientCell)
    DescriptionRow(description: recipe.description).configureCell(descriptionCell)
    RecipesSection(recipes: [recipe], delegate: nil).configureHeader(headerCell)

    #expect(recipeCell.viewData == RecipeCell.ViewData(recipe: recipe))
    #expect(ingredientCell.viewData == IngredientCell.ViewData(ingredient: RecipeData.harina))
    #expect(descriptionCell.viewData == DescriptionCell.ViewData(description: "Prueba"))
    #expect(headerCell.viewData == RecipesHeaderCell.ViewData(recipeType: .lunch))
  }

  @Test("A cell given no view data shows nothing")
  func noViewData() {
    let cell = RecipeCell(style: .default, reuseIdentifier: "RecipeCell")
    cell.viewData = RecipeCell.ViewData(recipe: recipes[0])

    cell.viewData = nil

    #expect(cell.textLabel?.text == nil)
  }
}
