import RecipesKit
import Workbook

/// What Recipes' generated scenarios draw from (`workbook fuzz 05`): nothing to type and no
/// World of requests; the screen shows everything (the recipes, their ingredients, back).
let actionModel = ActionModel<RecipesWorld>(texts: [])
