enum RecipeDetailsSection {}
