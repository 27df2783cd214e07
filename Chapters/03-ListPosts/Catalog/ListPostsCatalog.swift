import ListPostsExercise
import ListPostsFixes
import ListPostsKit
import ListPostsMVP
import ListPostsMVPInjected
import ListPostsMassive
import ListPostsMethods
import ListPostsVIP
import ListPostsViewData
import Workbook

/// Chapter 03's table of contents.
public let catalog = ChapterCatalog<ListPostsWorld>(
  number: "03", name: "ListPosts",
  title: "ListPosts: from a massive viewDidLoad to short methods, then to Clean Swift VIP or to MVP",
  variants: [
    .step(
      "0-Massive", title: "Massive", parent: nil,
      reason: "ListPostsViewController does all ten jobs inside viewDidLoad(), in nested closures: a "
        + "dictionary of posts per follower fills up as answers arrive, then the posts are sorted, "
        + "cut to five and shown."
    ) { ListPostsMassive.applicationMain(in: $0) },
    .step(
      "1-Methods", title: "Methods", parent: "0-Massive",
      reason: "The same controller, broken into short methods whose names say what they do: fetching by"
        + " follower and by all followers, refreshing, showing and hiding the Login button, " + "alerting."
    ) { ListPostsMethods.applicationMain(in: $0) },
    .step(
      "2-VIP", title: "VIP", parent: "1-Methods",
      reason: "The coordinators dissolve into the Clean Swift VIP cycle, one use case "
        + "(FetchFollowerPosts) flowing one way: view controller, interactor (with its worker), "
        + "presenter, view controller."
    ) { ListPostsVIP.applicationMain(in: $0) },
    .step(
      "3-Fixes", title: "Fixes", parent: "2-VIP",
      reason: "With the logic in small, testable components, the latent bug has an obvious home and an "
        + "obvious test: the fix touches each component once, for one job each."
    ) { ListPostsFixes.applicationMain(in: $0) },
    .step(
      "2-MVP", title: "MVP", parent: "1-Methods",
      reason: "The same short methods, moved out of the view controller in the other direction: not "
        + "across three components but into one, ListPostsPresenter, which commands a " + "ListPostsView."
    ) { ListPostsMVP.applicationMain(in: $0) },
    .step(
      "3-MVP-Injected", title: "MVP, injected", parent: "2-MVP",
      reason: "The presenter still made its own managers and took its dates from the device; now the "
        + "composition root hands it the managers, the locale and the time zone, so a test needs no "
        + "global World."
    ) {
      ListPostsMVPInjected.applicationMain(in: $0)
    },
    .step(
      "4-ViewData", title: "View data", parent: "3-MVP-Injected",
      reason: "The cell shows inert values: the presenter's DisplayedPost becomes PostCell.ViewData, "
        + "nested in a cell class of its own and built from a post, and the cell fills its own "
        + "labels."
    ) { ListPostsViewData.applicationMain(in: $0) },
    .exercise(parent: "0-Massive") { ListPostsExercise.applicationMain(in: $0) },
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
  goals: goals, goalsMetBy: ["2-VIP", "3-Fixes", "3-MVP-Injected", "4-ViewData"],
  architectures: [viewData, vip, mvp], responsibilities: responsibilities,
  equivalentMutants: equivalentMutants, actionModel: actionModel,
  makeWorld: { try ListPostsWorld() })
