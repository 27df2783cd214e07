import Foundation
import Workbook

extension DoccGenerator {
  /// The chapter's image (DocC wants one per chapter): for now its name and number of steps.
  func chapterImage(_ chapter: Chapter, _ code: StepCode) -> String {
    let title = SourceDiff.escape("\(chapter.number) \(chapter.name)")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
      <rect width="640" height="360" fill="#1d1d1f"/>
      <text x="320" y="180" fill="#f5f5f7" font-family="sans-serif" font-size="48" text-anchor="middle">\(title)</text>
      <text x="320" y="240" fill="#a1a1a6" font-family="sans-serif" font-size="24" text-anchor="middle">\(code.steps.count) steps</text>
      </svg>

      """
  }
}
