import Foundation

/// An exception UIKit would raise: on a device the app terminates with
/// "*** Terminating app due to uncaught exception 'Name', reason: 'Reason'".
///
/// HeadlessUIKit does not trap for a fault raised in a launched app: it records the fault on the
/// running application (which is then crashed: `HeadlessApp.crash`), and the code that raised it
/// carries on harmlessly. A fault raised outside a launched app (no app launched, or code of
/// another task than the one that launched the running app) is no app's: it terminates the
/// process with UIKit's message, as on a device, unless `captured(during:)` takes it.
public struct UIKitFault: Error, Equatable, Sendable, CustomStringConvertible {
  /// The exception's name, e.g. "NSInternalInconsistencyException".
  public let name: String
  /// The exception's reason, in UIKit's wording.
  public let reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  public var description: String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  @_spi(InterfaceBuilder) public static let internalInconsistency = "NSInternalInconsistencyException"
  @_spi(InterfaceBuilder) public static let invalidArgument = "NSInvalidArgumentException"
  @_spi(InterfaceBuilder) public static let unknownKey = "NSUnknownKeyException"

  /// Raises a fault from HeadlessUIKit's own code (or a compiled nib's): records it on the
  /// running application.
  @_spi(InterfaceBuilder)
  @MainActor
  public static func raise(_ name: String, _ reason: String) {
    FaultRecorder.record(UIKitFault(name: name, reason: reason))
  }

  /// Runs `body` and returns the first fault it raised, if any: for code that runs UIKit objects
  /// outside a launched `HeadlessApp` (unit tests of a single controller).
  @MainActor
  public static func captured(during body: () -> Void) -> UIKitFault? {
    let recorder = FaultRecorder()
    FaultRecorder.capturing.append(recorder)
    defer { FaultRecorder.capturing.removeLast() }
    body()
    return recorder.fault
  }
}
