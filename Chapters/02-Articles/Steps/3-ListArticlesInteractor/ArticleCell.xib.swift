import HeadlessInterfaceBuilder
import HeadlessUIKit

// ArticleCell.xib, in code: one top-level object, an ArticleCell whose reuse identifier is
// "ArticleCell". Its content view stacks the title (bold, as many lines as it needs) above a row
// of the author, the likes, the tags and the date (caption-sized, grey); the cell's outlets are
// connected to the five labels.

@MainActor
func makeArticleCellNib() -> NibFile {
  NibFile("ArticleCell") {
    let cell = ArticleCell(style: .default, reuseIdentifier: "ArticleCell")
    cell.titleLabel = UILabel()
    cell.titleLabel.font = .boldSystemFont(ofSize: 17)
    cell.titleLabel.numberOfLines = 0
    cell.userLabel = UILabel()
    cell.likesLabel = UILabel()
    cell.tagsLabel = UILabel()
    cell.createdAtLabel = UILabel()
    let details = [cell.userLabel, cell.likesLabel, cell.tagsLabel, cell.createdAtLabel].compactMap { $0 }
    for label in details {
      label.font = .systemFont(ofSize: 12)
      label.textColor = .secondaryLabel
    }
    let detailsStack = UIStackView(arrangedSubviews: details)
    detailsStack.axis = .horizontal
    detailsStack.spacing = 8
    let stack = UIStackView(arrangedSubviews: [cell.titleLabel, detailsStack])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
    ])
    return [cell]
  }
}
