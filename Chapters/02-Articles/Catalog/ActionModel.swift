import ArticlesKit
import Workbook

/// What Articles' generated scenarios draw from (`workbook fuzz 02`): the screen shows the rest
/// (the rows, the refresh control, an alert's OK); held requests are released or failed as the
/// World lists them.
let actionModel = ActionModel<ArticlesWorld>(
  texts: [], failureMessages: [offline],
  worldChanges: [
    .init(
      .world("hold every request") { $0.requests.policy = .hold },
      code: ".world(\"hold every request\") { $0.requests.policy = .hold }"),
    .init(
      .world("an article is published") { $0.publish(.published) },
      code: ".world(\"an article is published\") { $0.publish(.published) }"),
  ])
