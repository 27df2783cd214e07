import Foundation

/// Where faults go: the innermost `UIKitFault.captured(during:)`, else the application the code
/// raising it drives (`UIApplication.drivenHere`), else nowhere: raised outside a launched app,
/// the fault is no app's to record, and it is reported to the caller as UIKit reports an uncaught
/// exception, by terminating the process with UIKit's message.
///
/// Recorded on whichever app was driven last, such a fault would crash another test's app, one
/// launched by a test running at the same time, and that test would read an empty screen.
@MainActor
final class FaultRecorder {
  var fault: UIKitFault?

  static var capturing: [FaultRecorder] = []

  static func record(_ fault: UIKitFault) {
    if let recorder = capturing.last {
      if recorder.fault == nil { recorder.fault = fault }
      return
    }
    guard let application = UIApplication.drivenHere else { terminate(with: fault) }
    application.recordFault(fault)
  }

  /// Tells `didRecordFault` first, so that a runner's child writes the fault with its line.
  private static func terminate(with fault: UIKitFault) -> Never {
    UIApplication.didRecordFault?(fault, UIApplication.faultSite)
    fatalError(fault.description)
  }
}
