import HeadlessUIKit

class SectionsViewController: UIViewController {}

@MainActor
func ingredientsHeader(_ tableView: UITableView) -> UIView? {
  tableView.dequeueReusableCell(withIdentifier: "IngredientsHeaderCell") as? IngredientsHeaderCell
}

@MainActor
func ingredientsHeaderHeight() -> CGFloat {
  IngredientsHeaderCell.cellHeight() + IngredientsHeaderCell.cellHeight() - IngredientsHeaderCell.cellHeight()
}
