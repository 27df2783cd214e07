import Foundation
import Workbook

/// One variant's mutants as the bar judged them (`workbook mutate --bar`): how many were planted,
/// declared equivalent, dropped and killed, and the survivors as one-line diffs. What a chapter's
/// record keeps, its page shows beside the step, and `make mutate` compares with a new run.
public struct MutationScore: Codable, Equatable, Sendable {
  public let variant: String
  public let planted: Int
  public let equivalent: Int
  public let dropped: Int
  public let killed: Int
  /// Each survivor's one-line diff with its place: "MealsPresenter.swift:42: < → <=".
  public let survivors: [String]

  public init(
    variant: String, planted: Int, equivalent: Int, dropped: Int, killed: Int, survivors: [String]
  ) {
    self.variant = variant
    self.planted = planted
    self.equivalent = equivalent
    self.dropped = dropped
    self.killed = killed
    self.survivors = survivors
  }

  init(_ report: MutationReport) {
    self.init(
      variant: report.variant, planted: report.fates.count + report.equivalent.count + report.dropped.count,
      equivalent: report.equivalent.count, dropped: report.dropped.count, killed: report.killed.count,
      survivors: report.survived.map(\.summary))
  }

  /// The mutants run: neither declared equivalent nor dropped.
  public var judged: Int { killed + survivors.count }

  /// Killed ÷ judged; nil when none was judged.
  public var share: Double? { judged == 0 ? nil : Double(killed) / Double(judged) }

  /// Whether the suite kills at least `bar` of the mutants judged (a variant with none does).
  public func holds(_ bar: Double) -> Bool { (share ?? 1) >= bar }

  /// "97 % (142 of 146)", as the report and the pages print it.
  public var summary: String {
    guard let share else { return "no mutant judged" }
    return "\(MutationReport.percent(share)) (\(killed) of \(judged))"
  }
}
