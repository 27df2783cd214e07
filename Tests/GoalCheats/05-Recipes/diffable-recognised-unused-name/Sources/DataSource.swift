import HeadlessUIKit

typealias DataSource = UITableViewDiffableDataSource<Int, String>
