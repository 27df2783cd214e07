import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 03`
/// checks them against Exercise/; each fails on step 0 and holds on steps 2 and 3 (the VIP shape).
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
    "A VIP cycle: interactor, presenter and view controller, each behind a protocol",
    .declares(.type("*Interactor", conformingTo: "*")),
    .declares(.type("*Presenter", conformingTo: "*")),
    .declares(.type("ListPostsViewController", conformingTo: "*"))),
  RefactoringGoal(
    "No globals: no ListPostsWorld.current, UserManager.shared or PostManager.shared",
    .lacks(["ListPostsWorld.current", "UserManager.shared", "PostManager.shared"], in: .everywhere)),
]
