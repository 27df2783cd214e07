extension RecipeCell {
  struct ViewData {}
}
