import ArticlesKit
import Workbook

/// The app's requests, in the order it makes them.
enum Request {
  static let first = ApiClient.requestName(1)
  static let second = ApiClient.requestName(2)
}

/// What a failing request answers.
let offline = "The Internet connection appears to be offline."

/// What happens to Articles, written once and run against every variant.
let scenarios: [Scenario<ArticlesWorld>] = [
  Scenario(
    "launch-pending", "The first request has not answered yet: the table is empty, nothing spins",
    [.world("hold every request") { $0.requests.policy = .hold }, .launch]),
  Scenario(
    "load-succeeds", "The first request answers: the three newest articles show, newest first",
    [.world("hold every request") { $0.requests.policy = .hold }, .launch, .release(Request.first)]),
  Scenario(
    "load-fails", "The first request fails: the error is printed, and the table stays empty",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch,
      .fail(Request.first, message: offline),
    ]),
  Scenario(
    "refresh-after-success",
    "The user pulls to refresh a loaded list: the spinner shows until the answer, which is appended to the list",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch, .release(Request.first),
      .pullToRefresh, .release(Request.second),
    ]),
  Scenario(
    "refresh-after-failure",
    "The first request failed (an alert, once step 3 shows one, is dismissed); a pull to refresh loads the articles",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch,
      .fail(Request.first, message: offline), .tapIfShown("OK"), .pullToRefresh, .release(Request.second),
    ]),
  Scenario(
    "refresh-shows-new-article",
    "An article is published while the list shows; a pull to refresh brings it in",
    [
      .launch, .world("an article is published") { $0.publish(.published) }, .pullToRefresh,
    ]),
  Scenario(
    "tap-a-row", "The user taps an article: nothing opens, and the row stays selected",
    [.launch, .selectRow(containing: "Cocoa MVC")]),
  Scenario(
    "requests-out-of-order",
    "The user pulls to refresh before the launch's request answers; the refresh answers first",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch, .pullToRefresh,
      .release(Request.second), .release(Request.first),
    ]),
  Scenario(
    "relaunch", "The list is not kept: a relaunch loads it again",
    [.launch, .relaunch]),
  Scenario(
    "refresh-fails",
    "A pull to refresh fails: the spinner stops, the error is printed, and the list stays",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch, .release(Request.first),
      .pullToRefresh, .fail(Request.second, message: offline),
    ]),
  Scenario(
    "refresh-while-loading",
    "The user pulls to refresh before the launch's request answers; the launch's answer, first, stops "
      + "the spinner while the refresh is still pending",
    [
      .world("hold every request") { $0.requests.policy = .hold }, .launch, .pullToRefresh,
      .release(Request.first), .release(Request.second),
    ]),
]
