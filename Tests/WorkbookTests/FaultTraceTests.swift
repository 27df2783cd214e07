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

  #if os(Linux)
    /// From a reported fault to the next action, the backtracer's handlers stand down: the trap
    /// that follows is the fault's symptom, and its backtrace would be written for nobody.
    @Test func theBacktracerStandsDownFromAFaultToTheNextAction() {
      var own = sigaction()
      own.__sigaction_handler.sa_handler = { _ in }
      var before = sigaction()
      sigaction(SIGBUS, &own, &before)
      defer { sigaction(SIGBUS, &before, nil) }
      FaultTrace.report(locating: false) { _ in }
      defer { FaultTrace.report(to: nil) }
      let ownHandler = Self.handler(own)
      #expect(Self.handler(of: SIGBUS) == ownHandler)
      UIApplication.didRecordFault?(UIKitFault(name: "NSInternalInconsistencyException", reason: "why"), nil)
      #expect(Self.handler(of: SIGBUS) == 0, "the default action")
      FaultTrace.actionWillStart()
      #expect(Self.handler(of: SIGBUS) == ownHandler)
    }

    static func handler(of signal: Int32) -> Int {
      var action = sigaction()
      sigaction(signal, nil, &action)
      return handler(action)
    }

    static func handler(_ action: sigaction) -> Int {
      action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
  #endif
}
