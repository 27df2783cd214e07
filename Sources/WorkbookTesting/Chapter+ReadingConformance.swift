import Foundation
import Workbook

extension Chapter {
  /// The chapter's page is complete: the catalog declares its massive controller's
  /// responsibilities, each found in every step (unless declared removed there), and every step
  /// says why it is there, and every step after the first the smell it removes and the move it
  /// makes (see `ResponsibilityMap`, `Variant.reason`, `Variant.smell`, `Variant.move`).
  var readingChecks: [ConformanceCheck] {
    [
      ConformanceCheck("every responsibility is found in every step") {
        responsibilities.isEmpty
          ? ["the catalog declares no responsibilities of its massive controller"]
          : try ResponsibilityMap(self).problems
      },
      ConformanceCheck("every step has a reason") {
        variants.filter { $0.kind != .exercise && $0.reason.isEmpty }.map {
          "\($0.id) has no reason: give its .step a paragraph from the lesson"
        }
      },
      // The diff pages and the lesson say why from these two sentences: one source for both.
      ConformanceCheck("every step after the first says its smell and its move") {
        variants.filter { $0.kind != .exercise && $0.parent != nil }.flatMap { step in
          [("smell", step.smell), ("move", step.move)].filter { $0.1.isEmpty }.map {
            "\(step.id) has no \($0.0): give its .step a sentence from the lesson (\($0.0): \"…\")"
          }
        }
      },
    ]
  }
}
