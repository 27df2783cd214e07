import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A list whose delegate gives header views (cells, as the Recipes article's controllers do),
/// some blank, and header heights.
final class HeaderedListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let headers: [String?]
  let heights: [CGFloat]

  init(headers: [String?], heights: [CGFloat]) {
    self.headers = headers
    self.heights = heights
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.sectionHeaderHeight = 28
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { headers.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.section)"
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let header = headers[section] else { return nil }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    cell?.textLabel?.text = header.isEmpty ? nil : header
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    heights[section]
  }
}

@MainActor
struct SectionHeaderTests {
  @Test(
    "A section's header view shows what it shows (a cell as its row would), its height when it is not the table's"
  )
  func headerViewsAndHeights() throws {
    let list = HeaderedListController(headers: ["Lunch", "", nil, nil], heights: [50, 50, 0.01, 28])
    let app = HeadlessApp.launch(RootDelegate(root: list))

    let render = app.render()
    #expect(render.contains("    section 0: Lunch (header height 50)\n"))
    #expect(render.contains("    section 1: (empty cell) (header height 50)\n"))
    #expect(render.contains("    section 2 (header height 0.01)\n"))
    #expect(render.contains("    section 3\n"))
    let sections = try #require(app.tables.first?.sections)
    #expect(sections.map(\.headerView) == ["Lunch", "(empty cell)", nil, nil])
    #expect(sections.map(\.headerHeight) == [50, 50, 0.01, nil])
    #expect(sections.map(\.title) == [nil, nil, nil, nil])
  }

  @Test("A tap on a row of a table that allows no selection reaches it and does nothing, as on a device")
  func noSelection() throws {
    let list = HeaderedListController(headers: [nil], heights: [28])
    let app = HeadlessApp.launch(RootDelegate(root: list))
    list.tableView.allowsSelection = false

    try app.selectRow(containing: "Row 0")

    #expect(list.tableView.indexPathForSelectedRow == nil)
    #expect(app.tables.first?.rows == ["Row 0"])
  }
}
