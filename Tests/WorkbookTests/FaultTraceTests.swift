import Foundation
@_spi(Automation) import HeadlessUIKit
import Testing

@testable import Workbook

/// A child running scenarios writes each UIKit fault's message, and the line of the code that
/// asked for what faulted only when asked to: a mutant's child needs no line, and symbolicating
/// the backtrace for it was most of that child's time.
@MainActor
struct FaultTraceTests {
  @Test(arguments: [true, false])
  func aFaultIsLocatedOnlyWhenAsked(locating: Bool) {
    var lines: [String] = []
    FaultTrace.report(locating: locating) { lines.append($0) }
    defer { FaultTrace.report(to: nil) }
    #expect((UIApplication.captureSite != nil) == locating)
    UIApplication.didRecordFault?(UIKitFault(name: "NSInternalInconsistencyException", reason: "why"), nil)
    #expect(lines.first?.hasPrefix(FaultTrace.prefix) == true, "\(lines)")
    #expect(lines.count == (locating ? 2 : 1), "\(lines)")
    // Located, the line is this test's own: code under Tests/ counts as a variant's.
    #expect(
      lines.dropFirst().allSatisfy { $0.hasPrefix(FaultTrace.locationPrefix) && $0.contains("/Tests/") })
  }
}
