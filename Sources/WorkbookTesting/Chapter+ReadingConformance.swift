import Foundation
import Workbook

extension Chapter {
  /// The chapter's page is complete: the catalog declares its massive controller's
  /// responsibilities, each found in every step (unless declared removed there), and every step
  /// says why it is there (see `ResponsibilityMap`, `Variant.reason`).
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
    ]
  }
}
