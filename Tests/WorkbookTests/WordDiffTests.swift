import Testing

@testable import Workbook

/// Which words of a changed line changed.
struct WordDiffTests {
  @Test(arguments: [
    (
      "class ViewController: UITableViewController, NSFetchedResultsControllerDelegate {",
      "class ViewController: UITableViewController, UpcomingTaskDataManagerDelegate {",
      ["NSFetchedResultsControllerDelegate"], ["UpcomingTaskDataManagerDelegate"]
    ),
    ("  var meals = [Meal]()", "  private var meals = [Meal]()", [], ["private"]),
    // Neighbouring changed tokens make one range; the unchanged `.` between two does not.
    ("a.b(c)", "x.y(c)", ["a", "b"], ["x", "y"]),
    ("loadSampleMeals()", "meals = presenter.load()", ["loadSampleMeals"], ["meals = presenter.load"]),
    // Comments and strings change word by word.
    ("// Load any saved meals.", "// Load the saved meals.", ["any"], ["the"]),
    ("title = \"Shelf\"", "title = \"My shelf\"  // Tidied", ["\"Shelf\""], ["\"My shelf\"  // Tidied"]),
    // Whitespace is not a change.
    ("let  x = 1", "let x =   1", [], []),
  ])
  func changedWords(old: String, new: String, oldWords: [String], newWords: [String]) {
    let diff = WordDiff(old: old, new: new)
    func words(_ ranges: [Range<Int>], in line: String) -> [String] {
      let characters = Array(line)
      return ranges.map { String(characters[$0]) }
    }
    #expect(words(diff.old, in: old) == oldWords)
    #expect(words(diff.new, in: new) == newWords)
    #expect(diff.isEmpty == (oldWords.isEmpty && newWords.isEmpty))
  }

  @Test func rangesCountCharactersNotBytes() {
    let diff = WordDiff(old: "let cake = \"🍰\"; let a = 1", new: "let cake = \"🍰\"; let b = 1")
    #expect(diff.old == [20..<21])
    #expect(diff.new == [20..<21])
  }
}
