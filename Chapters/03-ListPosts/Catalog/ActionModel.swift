import ListPostsKit
import Workbook

/// What ListPosts' generated scenarios draw from (`workbook fuzz 03`): the screen shows the rest;
/// held requests are released or failed as the World lists them. A scenario makes one change of
/// the world, so the changes that go together are declared together.
let actionModel = ActionModel<ListPostsWorld>(
  texts: [], clockSteps: [60, 60 * 60, ListPostsWorld.oneDay],
  failureMessages: ["The network connection was lost."],
  worldChanges: [
    .init(
      .world("hold every request") { $0.requests.policy = .hold },
      code: ".world(\"hold every request\") { $0.requests.policy = .hold }"),
    .init(
      .world("nobody is logged in") { $0.logOut() }, code: ".world(\"nobody is logged in\") { $0.logOut() }"),
    .init(
      .world("Amy Apple follows Raymond Law too, every request held") { world in
        world.addFollower(.amyApple)
        world.requests.policy = .hold
      },
      code: """
        .world("Amy Apple follows Raymond Law too, every request held") { world in
          world.addFollower(.amyApple)
          world.requests.policy = .hold
        }
        """),
    .init(
      .world("Raymond Law has no followers") { $0.removeAllFollowers() },
      code: ".world(\"Raymond Law has no followers\") { $0.removeAllFollowers() }"),
    .init(
      .world("Raymond Law deletes all his posts") { $0.removeAllPosts(by: .raymondLaw) },
      code: ".world(\"Raymond Law deletes all his posts\") { $0.removeAllPosts(by: .raymondLaw) }"),
  ])
