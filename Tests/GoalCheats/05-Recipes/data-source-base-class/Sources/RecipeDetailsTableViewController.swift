import HeadlessUIKit

class RecipeDetailsTableViewController: DetailsTableBase {}
