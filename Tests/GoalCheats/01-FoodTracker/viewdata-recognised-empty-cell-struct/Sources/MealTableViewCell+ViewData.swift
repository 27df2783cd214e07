extension MealTableViewCell {
  struct ViewData {}
}
