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
        + " follower and by all followers, refreshing, showing and hiding the Login button, " + "alerting.",
      smell: "`viewDidLoad()` is 37 lines long and six levels deep, and does ten jobs in nested "
        + "closures: how long did it take you to understand what it does?",
      move: "Break it into short methods whose names say what they do, "
        + "`fetchPostsByAllFollowers(_:completionHandler:)`, `refreshFollowerPosts()`, "
        + "`showAlert(_:)` and the rest, with `viewDidLoad()` shrunk to one call."
    ) { ListPostsMethods.applicationMain(in: $0) },
    .step(
      "2-VIP", title: "VIP", parent: "1-Methods",
      reason: "The coordinators dissolve into the Clean Swift VIP cycle, one use case "
        + "(FetchFollowerPosts) flowing one way: view controller, interactor (with its worker), "
        + "presenter, view controller.",
      smell: "Two coordinator methods, `displayFollowerPosts()` and `updateFollowerPosts(_:)`, are "
        + "\"still somewhat hairy\": the methods all sit in one dimension, the view controller, "
        + "and can call each other freely.",
      move: "The coordinators dissolve into the Clean Swift VIP cycle, one use case flowing one way: "
        + "the view controller sends a request to the interactor, the worker fetches, the "
        + "presenter says how things read, and the view controller displays."
    ) { ListPostsVIP.applicationMain(in: $0) },
    .step(
      "3-Fixes", title: "Fixes", parent: "2-VIP",
      reason: "With the logic in small, testable components, the latent bug has an obvious home and an "
        + "obvious test: the fix touches each component once, for one job each.",
      smell: "Not a smell but a latent bug: a user nobody follows waits forever, for answers from "
        + "followers who do not exist.",
      move: "Not a refactoring: the fix, one job per component: the worker completes at once with no "
        + "followers, the response says `hasNoFollowers`, the presenter makes an `emptyState`, and "
        + "the view controller shows \"Nobody follows you yet\"."
    ) { ListPostsFixes.applicationMain(in: $0) },
    .step(
      "2-MVP", title: "MVP", parent: "1-Methods",
      reason: "The same short methods, moved out of the view controller in the other direction: not "
        + "across three components but into one, ListPostsPresenter, which commands a " + "ListPostsView.",
      smell: "The coordinators and the fetches sit in the view controller, beside the table, the "
        + "button and the alert they drive.",
      move: "Move the short methods out in the other direction, into one `ListPostsPresenter`: the "
        + "view controller adopts `ListPostsView`, tells the presenter `viewDidLoad()` and only "
        + "displays what it is told."
    ) { ListPostsMVP.applicationMain(in: $0) },
    .step(
      "3-MVP-Injected", title: "MVP, injected", parent: "2-MVP",
      reason: "The presenter still made its own managers and took its dates from the device; now the "
        + "composition root hands it the managers, the locale and the time zone, so a test needs no "
        + "global World.",
      smell: "The presenter still makes its own managers, which reach the app's backend, and takes "
        + "its dates from whatever the device is set to: a test of it has to set up the app's "
        + "global World.",
      move: "Hand the presenter everything: "
        + "`ListPostsPresenter(view:userManager:postManager:locale:timeZone:)`, composed by the "
        + "app delegate before the view loads; stored properties become initialiser parameters."
    ) {
      ListPostsMVPInjected.applicationMain(in: $0)
    },
    .step(
      "4-ViewData", title: "View data", parent: "3-MVP-Injected",
      reason: "The cell shows inert values: the presenter's DisplayedPost becomes PostCell.ViewData, "
        + "nested in a cell class of its own and built from a post, and the cell fills its own "
        + "labels.",
      smell: "The controller still fills the row itself (`cell.textLabel?.text = …`): it knows a "
        + "post's row is a Right Detail cell and which label holds what.",
      move: "Give the prototype cell a class, `PostCell`, and a `PostCell.ViewData` built by "
        + "`init(post:dateFormatter:)`; the presenter builds it and `cellForRowAt` keeps one line."
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
