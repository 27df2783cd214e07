import Foundation
import HeadlessUIKit

class SectionsViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {

  // MARK: — Public Interface

  weak var tableView: UITableView!

  init() { super.init(nibName: "SectionsViewController", bundle: nil) }

  required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var sections: [any Section] = [] {
    didSet {
      registerCells()
      reloadData()
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = self
    tableView.dataSource = self
  }

  func reloadData() { tableView.reloadData() }

  func row(at indexPath: IndexPath) -> any Row {
    let section = sections[indexPath.section]
    return section.rows[indexPath.row]
  }

  func indexPath(for row: any Row) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let rowIndex = section.rows.firstIndex(where: { $0 === row }) {
        return IndexPath(row: rowIndex, section: sectionIndex)
      }
    }
    return nil
  }

  private func registerCells() {
    for section in sections {
      if let headerCellClass = section.headerCellClass, let headerIdentifier = section.headerCellIdentifier {
        tableView.register(headerCellClass, forCellReuseIdentifier: headerIdentifier)
      }
      for row in section.rows {
        tableView.register(row.cellClass, forCellReuseIdentifier: row.cellIdentifier)
      }
    }
  }

  // MARK: — UITableViewDelegate & UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { return sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let section = sections[section]
    return section.rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = self.row(at: indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: row.cellIdentifier, for: indexPath)
    row.configureCell(cell)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let row = self.row(at: indexPath)
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

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    let row = self.row(at: indexPath)
    return row.isSelectable
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    let row = self.row(at: indexPath)
    return row.isSelectable ? indexPath : nil
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let row = self.row(at: indexPath)
    row.performAction()
  }
}
