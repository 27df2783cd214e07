enum RecipeDetailsItem {}
