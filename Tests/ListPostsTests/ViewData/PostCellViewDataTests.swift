import Foundation
import HeadlessUIKit
import ListPostsKit
import Testing

@testable import ListPostsViewData

// The view-data branch's cell, alone: the texts a post's row shows are built from the post with
// the presenter's date formatter, and the cell shows whatever view data it is given, with no
// presenter, no controller and no table in between.

/// A formatter as the presenter makes it, in US English or the World's en_001, in a time zone.
private func dateFormatter(_ locale: String, _ timeZone: String) -> DateFormatter {
  let dateFormatter = DateFormatter()
  dateFormatter.locale = Locale(identifier: locale)
  dateFormatter.timeZone = TimeZone(identifier: timeZone)!
  dateFormatter.dateStyle = .medium
  dateFormatter.timeStyle = .medium
  return dateFormatter
}

/// The World's clock at its start: 5 June 2017, 09:41 UTC.
private let start = Date(timeIntervalSince1970: 1_496_655_660)

/// A post by Raymond Law, published this long before the start.
private func post(_ title: String, daysAgo: Double) -> Post {
  Post(title: title, user: .raymondLaw, timestamp: start.addingTimeInterval(-daysAgo * 24 * 60 * 60))
}

/// A post, the locale and time zone its row is written for, and the view data its row shows: the
/// first as the approved transcripts print it (the World's device: en_001, Los Angeles). ICU
/// writes a narrow no-break space before AM and PM.
private let rows: [(post: Post, locale: String, timeZone: String, viewData: PostCell.ViewData)] = [
  (
    post("View Controller", daysAgo: 1), "en_001", "America/Los_Angeles",
    PostCell.ViewData(title: "View Controller", publishedOn: "4 Jun 2017 at 2:41:00\u{202F}AM")
  ),
  (
    post("Configurator", daysAgo: 6), "en_001", "Asia/Tokyo",
    PostCell.ViewData(title: "Configurator", publishedOn: "30 May 2017 at 6:41:00\u{202F}PM")
  ),
  (
    post("", daysAgo: 0), "en_001", "UTC",
    PostCell.ViewData(title: "", publishedOn: "5 Jun 2017 at 9:41:00\u{202F}AM")
  ),
]

@MainActor
@Suite("PostCell.ViewData (view-data branch)")
struct PostCellViewDataTests {
  @Test(
    "View data built from a post holds its title and when it was published, in the formatter's locale and time zone",
    arguments: rows.indices)
  func fromPost(row: Int) {
    let (post, locale, timeZone, expected) = rows[row]

    let viewData = PostCell.ViewData(post: post, dateFormatter: dateFormatter(locale, timeZone))

    #expect(viewData.title == expected.title)
    #expect(viewData.publishedOn == expected.publishedOn)
  }

  @Test("The cell shows the view data it is given: the title on the left, the date on the right")
  func cellShowsViewData() {
    let cell = PostCell(style: .value1, reuseIdentifier: "PostCell")

    cell.viewData = rows[0].viewData

    #expect(cell.textLabel?.text == "View Controller")
    #expect(cell.detailTextLabel?.text == "4 Jun 2017 at 2:41:00\u{202F}AM")
  }

  @Test("A cell given no view data shows nothing")
  func cellShowsNoViewData() {
    let cell = PostCell(style: .value1, reuseIdentifier: "PostCell")
    cell.viewData = rows[0].viewData

    cell.viewData = nil

    #expect(cell.textLabel?.text == nil)
    #expect(cell.detailTextLabel?.text == nil)
  }
}
