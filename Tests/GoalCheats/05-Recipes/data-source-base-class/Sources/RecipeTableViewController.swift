import HeadlessUIKit

class RecipeTableViewController: ScreenTableBase {}
