import Foundation
import Workbook

extension WatchScreen {
  /// The same screen at another hint level.
  func with(hintLevel: Int) -> WatchScreen {
    WatchScreen(
      number: number, chapter: chapter, verdict: verdict, timing: timing, hintLevel: hintLevel, keys: keys,
      exercisePath: exercisePath, testsPath: testsPath, width: width,
      height: height, focus: focus, openingFindings: openingFindings)
  }
}
