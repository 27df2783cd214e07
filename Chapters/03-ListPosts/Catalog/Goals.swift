import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 03`
/// checks the common goals against Exercise/, and the goals of the architecture it recognises
/// there: VIP (an interactor) or MVP (a view protocol). Each fails on step 0; the common goals
/// hold on the leaf of each branch (steps 2 and 3 of VIP, 3-MVP-Injected), each architecture's on
/// its own.
let goals = [
  RefactoringGoal(
    "Short methods: viewDidLoad() starts the work, no method is over 15 lines",
    .atMost(2, linesIn: .function("viewDidLoad", in: "ListPostsViewController")),
    .atMost(15, linesIn: .function("*", in: "ListPostsViewController"))),
  RefactoringGoal(
    "The view controller only displays: it neither fetches, sorts nor formats",
    .lacks(
      [
        "UserManager", "PostManager", "loggedInUser", "followersForUser", "fetchPostsForUser", "sorted",
        "DateFormatter",
      ],
      in: .type("ListPostsViewController"))),
  RefactoringGoal(
    "A presenter decides what the view controller displays, through a protocol the view controller adopts",
    .declares(.type("*Presenter")),
    .declares(.type("ListPostsViewController", conformingTo: "*"))),
  RefactoringGoal(
    "No globals: no ListPostsWorld.current, UserManager.shared or PostManager.shared",
    .lacks(["ListPostsWorld.current", "UserManager.shared", "PostManager.shared"], in: .everywhere)),
]

/// Clean Swift's VIP cycle (steps 2-VIP and 3-Fixes), recognised by its interactor.
let vip = Architecture(
  "VIP", recognisedBy: [.declares(.type("*Interactor"))],
  goals: [
    RefactoringGoal(
      "A VIP cycle: interactor, presenter and view controller, each behind a protocol",
      .declares(.type("*Interactor", conformingTo: "*")),
      .declares(.type("*Presenter", conformingTo: "*")),
      .declares(.type("ListPostsViewController", conformingTo: "*"))),
    RefactoringGoal(
      "The asynchronous fetching is a worker's, reusable by any interactor",
      .declares(.type("*Worker")),
      .lacks(["fetchPostsForUser"], in: .type("*Interactor"))),
  ],
  metBy: ["2-VIP", "3-Fixes"])

/// Model-View-Presenter (steps 2-MVP and 3-MVP-Injected; the leaf, without globals, is 3),
/// recognised as chapter 01 recognises it: a presenter and no interactor (whatever the view
/// protocol is called: chapter 01 teaches `MealsUI`).
let mvp = Architecture(
  "MVP", recognisedBy: [.declares(.type("*Presenter")), .lacks(["interactor"], in: .everywhere)],
  goals: [
    RefactoringGoal(
      "MVP: ListPostsViewController adopts the view protocol; the presenter starts on viewDidLoad()",
      .declares(.type("ListPostsViewController", conformingTo: "*")),
      .declares(.function("viewDidLoad"), in: .type("*Presenter")),
      .contains(["presenter.viewDidLoad()"], in: .function("viewDidLoad", in: "ListPostsViewController"))),
    RefactoringGoal(
      "The presenter knows no UIKit, and holds its view weakly: a test drives it with a spy view",
      .lacks(
        ["UIViewController", "UITableView", "UIButton", "UIAlertController", "reloadData", "isHidden"],
        in: .type("*Presenter")),
      .contains(["weak"], in: .type("*Presenter"))),
  ],
  metBy: ["3-MVP-Injected"])
