/// A goal's hint, in levels an attendee asks for one at a time (rustlings' way): first the smell
/// (what is wrong with the code as it is), then the move (what to do about it), then the steps of
/// the chapter whose diffs show that move done, with the command and the docs page to read them.
public struct GoalHint: Sendable, Equatable, Codable {
  /// Level 1: what is wrong with the code as it is, in the lesson's words.
  public let smell: String
  /// Level 2: the refactoring that meets the goal.
  public let move: String
  /// Level 3: the ids of the steps whose diffs (against their parents) show the move; empty when
  /// no step shows it, and the hint has two levels.
  public let steps: [String]

  /// A hint: the smell, the move, and the steps that show it (`shownAt: "2-presenter"`).
  public init(smell: String, move: String, shownAt steps: VariantID...) {
    self.init(smell: smell, move: move, steps: steps)
  }

  public init(smell: String, move: String, steps: [VariantID]) {
    self.smell = smell
    self.move = move
    self.steps = steps.map(\.rawValue)
  }

  /// The most levels a hint has.
  public static let maximumLevel = 3

  /// How many levels this hint has: 3 when a step shows the move, else 2.
  public var levels: Int { steps.isEmpty ? 2 : 3 }

  /// The hint at a level (1 to `levels`; a higher level gives the last), for the chapter it
  /// belongs to: "01", "FoodTracker".
  public func text(level: Int, chapterNumber: String, chapterName: String) -> String {
    switch min(max(level, 1), levels) {
    case 1: return smell
    case 2: return move
    default: return steps.map { Self.reading($0, chapterNumber, chapterName) }.joined(separator: "\n")
    }
  }

  /// Where a step's move is shown: "Step 2-presenter shows it: swift run workbook diff 01
  /// 2-presenter, or docs/chapters/01-FoodTracker/2-presenter.md".
  static func reading(_ step: String, _ number: String, _ name: String) -> String {
    "Step \(step) shows it: swift run workbook diff \(number) \(step), "
      + "or read docs/chapters/\(number)-\(name)/\(step).md"
  }
}
