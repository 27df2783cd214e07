import Foundation

/// Where faults go: the innermost `UIKitFault.captured(during:)`, else the current application.
@MainActor
final class FaultRecorder {
  var fault: UIKitFault?

  static var capturing: [FaultRecorder] = []

  static func record(_ fault: UIKitFault) {
    if let recorder = capturing.last {
      if recorder.fault == nil { recorder.fault = fault }
      return
    }
    UIApplication.shared.recordFault(fault)
  }
}
