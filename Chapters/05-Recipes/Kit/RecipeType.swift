/// The kinds of meal, as the repository's `RecipeType` (Swift 3's lower-case cases, the same
/// raw values).
public enum RecipeType: String, CaseIterable, Hashable, Sendable {
  case appetizer = "Appetizer"
  case lunch = "Lunch"
  case dinner = "Dinner"
  case dessert = "Dessert"
}
