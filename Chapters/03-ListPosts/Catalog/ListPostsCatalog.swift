import ListPostsExercise
import ListPostsFixes
import ListPostsKit
import ListPostsMVP
import ListPostsMVPInjected
import ListPostsMassive
import ListPostsMethods
import ListPostsVIP
import Workbook

/// Chapter 03's table of contents.
public let catalog = ChapterCatalog<ListPostsWorld>(
  number: "03", name: "ListPosts",
  title: "ListPosts: from a massive viewDidLoad to short methods, then to Clean Swift VIP or to MVP",
  variants: [
    .step("0-Massive", title: "Massive", parent: nil) { ListPostsMassive.makeAppDelegate(in: $0) },
    .step("1-Methods", title: "Methods", parent: "0-Massive") { ListPostsMethods.makeAppDelegate(in: $0) },
    .step("2-VIP", title: "VIP", parent: "1-Methods") { ListPostsVIP.makeAppDelegate(in: $0) },
    .step("3-Fixes", title: "Fixes", parent: "2-VIP") { ListPostsFixes.makeAppDelegate(in: $0) },
    .step("2-MVP", title: "MVP", parent: "1-Methods") { ListPostsMVP.makeAppDelegate(in: $0) },
    .step("3-MVP-Injected", title: "MVP, injected", parent: "2-MVP") {
      ListPostsMVPInjected.makeAppDelegate(in: $0)
    },
    .exercise(parent: "0-Massive") { ListPostsExercise.makeAppDelegate(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "3-Fixes", scenarios: ["zero-followers"],
      reason:
        "with no followers the original waits forever for answers that never come, leaving a "
        + "logged-in user an empty table under a Login button; step 3 completes at once, hides the "
        + "Login button and says that nobody follows the user yet")
  ],
  goals: goals, goalsMetBy: ["2-VIP", "3-Fixes", "3-MVP-Injected"],
  architectures: [vip, mvp],
  actionModel: actionModel,
  makeWorld: { try ListPostsWorld() })
