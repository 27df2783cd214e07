import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 03`
/// checks the common goals against Exercise/, and the goals of the architecture it recognises
/// there: VIP (an interactor) or MVP (a view protocol). Each fails on step 0; the common goals
/// hold on the leaf of each branch (steps 2 and 3 of VIP, 3-MVP-Injected), each architecture's on
/// its own.
let goals = [
  RefactoringGoal(
    "Short methods: viewDidLoad() has at most 2 lines of code, no other method over 15 (20 in other types)",
    .atMost(2, linesIn: .function("viewDidLoad", in: "ListPostsViewController")),
    .atMost(15, linesIn: .function("*", in: "ListPostsViewController")),
    // viewDidLoad()'s body (33 lines of code) moved whole into another type's method is not short
    // methods either; the worker's fetch of every follower's posts is 17.
    .atMost(20, linesIn: .function("*", in: "*")),
    hint: GoalHint(
      smell:
        "viewDidLoad() is 37 lines long with its braces (33 lines of code), six levels deep, and does ten "
        + "things: how long did it take you to understand it, and could you change it without breaking "
        + "something?",
      move:
        "Break it into short methods whose names say what they do "
        + "(fetchPostsByAllFollowers(_:completionHandler:), fetchPostsByFollower(_:completionHandler:), "
        + "refreshFollowerPosts(), showLoginButton(), hideLoginButton(), showAlert(_:)): viewDidLoad() "
        + "becomes one call.",
      shownAt: "1-methods")),
  RefactoringGoal(
    "The view controller only displays: it neither fetches, sorts nor formats",
    .lacks(
      [
        "UserManager", "PostManager", "loggedInUser", "followersForUser", "fetchPostsForUser", "sorted",
        "DateFormatter",
      ],
      in: .type("ListPostsViewController")),
    // Moved, not hidden: free functions, or a type the view controller never reaches, still leave
    // the fetching and the deciding to it.
    .holds(
      responsibility("Get the logged-in user"), by: ["*Interactor", "*Presenter"], reachedFrom: listPosts),
    .holds(
      responsibility("Fetch each follower's posts"), by: ["*Worker", "*Interactor", "*Presenter"],
      reachedFrom: listPosts),
    .holds(
      responsibility("Sort, keep the first five"), by: ["*Interactor", "*Presenter"], reachedFrom: listPosts),
    .holds(responsibility("Format dates"), by: ["*Presenter"], reachedFrom: listPosts),
    hint: GoalHint(
      smell:
        "The view controller gets the user, finds the followers, fetches their posts, sorts them, keeps "
        + "five and formats the dates: business and presentation logic where only display belongs.",
      move:
        "Move the fetching and the deciding out of the view controller: to an interactor and a worker "
        + "(VIP), or to a presenter (MVP); the formatting goes to the presenter. The view controller is "
        + "told what to display.",
      shownAt: "2-vip", "2-mvp")),
  RefactoringGoal(
    "A presenter decides what the view controller displays, through a protocol the view controller adopts",
    .reaches("*Presenter", from: listPosts),
    .seamAdopted(by: "ListPostsViewController"),
    hint: GoalHint(
      smell:
        "The view controller decides what it shows, so only a screen can tell what it will show.",
      move:
        "Add a …Presenter that decides what is displayed, and have ListPostsViewController adopt a "
        + "protocol your sources declare (ListPostsDisplayLogic, or ListPostsView), through which the "
        + "presenter tells it; a test's spy adopts the same protocol in the view controller's place.",
      shownAt: "2-vip", "2-mvp")),
  RefactoringGoal(
    "No globals: no ListPostsWorld.current, UserManager() or PostManager() outside the app delegate",
    .lacks(
      [
        "ListPostsWorld.current", "UserManager()", "PostManager()",
        // The same globals by another door: a static of the managers, or the app delegate as a
        // service locator.
        "UserManager.", "PostManager.", "UIApplication.shared", "as! AppDelegate", "as? AppDelegate",
      ],
      in: .everywhereBut("AppDelegate.swift")),
    .lacks(["static let", "static var"], in: .file("AppDelegate.swift")),
    hint: GoalHint(
      smell:
        "UserManager(), PostManager(), ListPostsWorld.current: dependencies made or grabbed where they"
        + " are used, not given, so a test of any component has to set up the app's whole World.",
      move:
        "Let the composition root, the app delegate's application(_:didFinishLaunchingWithOptions:), hand "
        + "every component what it needs: the managers, the locale and the time zone (through the "
        + "configurator for VIP; the presenter's initialiser for MVP).",
      shownAt: "2-vip", "3-mvp-injected")),
]

/// Clean Swift's VIP cycle (steps 2-VIP and 3-Fixes), recognised by its interactor.
let vip = Architecture(
  "VIP", recognisedBy: [.reaches("*Interactor", from: listPosts)],
  goals: [
    RefactoringGoal(
      "A VIP cycle: interactor, presenter and view controller, each behind a protocol",
      .declares(.type("*Interactor", conformingTo: "*")),
      .declares(.type("*Presenter", conformingTo: "*")),
      .declares(.type("ListPostsViewController", conformingTo: "*")),
      .reaches("*Interactor", from: listPosts),
      .reaches("*Presenter", from: listPosts),
      hint: GoalHint(
        smell:
          "The coordinator methods call each other freely inside one class: nothing stops the next change"
          + " from taking a shortcut.",
        move:
          "Dissolve them into the VIP cycle: ListPostsInteractor (ListPostsBusinessLogic), "
          + "ListPostsPresenter (ListPostsPresentationLogic) and the view controller adopting "
          + "ListPostsDisplayLogic, with ListPosts.FetchFollowerPosts.Request, Response and ViewModel "
          + "between them.",
        shownAt: "2-vip")),
    RefactoringGoal(
      "The asynchronous fetching is a worker's, reusable by any interactor",
      .declares(.type("*Worker")),
      .lacks(["fetchPostsForUser"], in: .type("*Interactor")),
      .holds(responsibility("Fetch each follower's posts"), by: ["*Worker"], reachedFrom: listPosts),
      hint: GoalHint(
        smell:
          "The asynchronous fetches sit in the interactor, tied to one use case.",
        move:
          "Move fetchPostsByAllFollowers(_:completionHandler:) and "
          + "fetchPostsByFollower(_:completionHandler:) to a ListPostsWorker, which any interactor can use;"
          + " the interactor asks it.",
        shownAt: "2-vip")),
  ],
  metBy: ["2-VIP", "3-Fixes"], firstStep: "2-VIP")

/// Model-View-Presenter (steps 2-MVP and 3-MVP-Injected; the leaf, without globals, is 3),
/// recognised as chapter 01 recognises it: a presenter and no interactor (whatever the view
/// protocol is called: chapter 01 teaches `MealsUI`).
let mvp = Architecture(
  "MVP", recognisedBy: [.reaches("*Presenter", from: listPosts), .lacks(["interactor"], in: .everywhere)],
  goals: [
    RefactoringGoal(
      "MVP: ListPostsViewController adopts the view protocol; the presenter starts on viewDidLoad()",
      .declares(.type("ListPostsViewController", conformingTo: "*")),
      .declares(.function("viewDidLoad"), in: .type("*Presenter")),
      .contains(["presenter.viewDidLoad()"], in: .function("viewDidLoad", in: "ListPostsViewController")),
      .seamAdopted(by: listPosts),
      .holds(responsibility("Get the logged-in user"), by: ["*Presenter"], reachedFrom: listPosts),
      hint: GoalHint(
        smell:
          "The view controller still starts the work itself, and nothing says what a presenter may tell "
          + "it.",
        move:
          "Declare protocol ListPostsView (the display methods: refreshFollowerPosts(_:), "
          + "showLoginButton(), hideLoginButton(), showAlert(_:)), have the view controller adopt it, and "
          + "give ListPostsPresenter a viewDidLoad() that the view controller's viewDidLoad() calls: "
          + "presenter.viewDidLoad().",
        shownAt: "2-mvp")),
    RefactoringGoal(
      "The presenter knows no UIKit, and holds its view weakly: a test drives it with a spy view",
      .lacks(
        ["UIViewController", "UITableView", "UIButton", "UIAlertController", "reloadData", "isHidden"],
        in: .type("*Presenter")),
      .contains(["weak"], in: .type("*Presenter")),
      .tested(naming: ["*Presenter"], killing: 0.5),
      hint: GoalHint(
        smell:
          "A presenter that touches UIKit, or holds its view strongly, cannot be driven by a test with a "
          + "spy view (and a strong view is a leak).",
        move:
          "Keep UIKit out of the presenter (it tells the view; the view reloads, hides and alerts), hold "
          + "the view weak, and write the presenter's test with a spy view in "
          + "Tests/ListPostsTests/Exercise/ (@testable import ListPostsExercise), as "
          + "Tests/ListPostsTests/MVP/MVPPresenterTests.swift does. verify runs it.",
        shownAt: "3-mvp-injected")),
  ],
  metBy: ["3-MVP-Injected"], firstStep: "2-MVP")

/// View data (4-ViewData, from 3-MVP-Injected): the post's row is a value nested in the cell it
/// configures, as 01's 5-ViewData and 04's 9-TableViewCell. Recognised by a `ViewData` type
/// nested in the cell; listed before MVP, whose presenter it keeps, so that it is recognised as
/// itself.
let viewData = Architecture(
  "View data",
  recognisedBy: Architecture.viewDataRecognition,
  goals: [
    RefactoringGoal(
      "The cell is configured only through its ViewData",
      .declares(.type("PostCell")),
      .declares(.property("viewData"), in: .type("PostCell")),
      // The cell fills its labels from it: not a property nothing shows.
      .contains(["textLabel?.text = "], in: .type("PostCell")),
      hint: GoalHint(
        smell:
          "The row is a plain UITableViewCell whose labels someone else fills: nothing says what a row "
          + "shows, and only a table can show it.",
        move:
          "Give the prototype cell a class, PostCell, with struct ViewData (title, publishedOn) nested in "
          + "it and var viewData: ViewData? { didSet { … } } filling its labels; build it in extension "
          + "PostCell.ViewData { init(post: Post, dateFormatter: DateFormatter) }.",
        shownAt: "4-viewdata")),
    RefactoringGoal(
      "The controller no longer sets the cell's labels: it hands the cell a ViewData",
      .lacks(["textLabel", "detailTextLabel"], in: .type("ListPostsViewController")),
      .contains(["viewData = "], in: .type("ListPostsViewController")),
      // The cell shows its view data itself: not a displayed post handed to it by another name, nor
      // labels a free function sets.
      .contains(["textLabel?.text = "], in: .type("PostCell")),
      .lacks(["DisplayedPost"], in: .type("PostCell")),
      hint: GoalHint(
        smell:
          "cellForRowAt fills textLabel and detailTextLabel itself: the controller knows the cell's insides.",
        move: "In cellForRowAt, dequeue a PostCell and write cell.viewData = posts[indexPath.row].",
        shownAt: "4-viewdata")),
    RefactoringGoal(
      "A ViewData built from a post is tested without a table",
      .tested(naming: ["ViewData"], killing: 0.5),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/ListPostsTests/Exercise/ (@testable import ListPostsExercise) that builds "
          + "PostCell.ViewData(post:dateFormatter:) and checks each field, as Tests/ListPostsTests/ViewData/ "
          + "does.",
        shownAt: "4-viewdata")),
  ],
  metBy: ["4-ViewData"], firstStep: "4-ViewData")

/// The massive view controller, which every refactoring keeps.
private let listPosts = "ListPostsViewController"

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
