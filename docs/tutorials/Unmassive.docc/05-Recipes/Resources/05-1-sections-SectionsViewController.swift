import Foundation
import HeadlessUIKit

class SectionsViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {

  // MARK: — Public Interface

  weak var tableView: UITableView!

  init() { super.init(nibName: "SectionsViewController", bundle: nil) }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var sections = [Section]() { didSet { reloadData() } }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = self
    tableView.dataSource = self
  }

  func reloadData() { tableView.reloadData() }

  func rowForIndexPath(_ indexPath: IndexPath) -> Row {
    let section = sections[indexPath.section]
    return section.rows[indexPath.row]
  }

  func indexPathForRow(_ aRow: Row) -> IndexPath? {
    var sectionIndex = -1, rowIndex = -1
    for section in sections {
      sectionIndex += 1
      for row in section.rows {
        rowIndex += 1
        if row === aRow { return IndexPath(row: rowIndex, section: sectionIndex) }
      }
      rowIndex = -1
    }
    return nil
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let section = sections[section]
    return section.rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = rowForIndexPath(indexPath)
    if let cell = tableView.dequeueReusableCell(withIdentifier: row.cellIdentifier) {
      row.configureCell(cell)
      return cell
    } else {
      return UITableViewCell()
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let row = rowForIndexPath(indexPath)
    return row.cellHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let section = sections[section]
    if let headerIdentifier = section.headerCellIdentifier {
      let cell = tableView.dequeueReusableCell(withIdentifier: headerIdentifier)!
      section.configureHeader(cell)
      return cell
    }
    return nil
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    let section = sections[section]
    return section.headerHeight ?? 0.01  //If it's nil, should not be displayed
  }

  // Selection is each screen's own: subclasses override this.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
