import HeadlessUIKit

extension RecipeTableViewController {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
