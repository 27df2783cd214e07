import Foundation
@_spi(Automation) import HeadlessUIKit

#if canImport(Runtime)
  import Runtime
#endif

/// The lines a child process running scenarios writes on its standard error when the app raises a
/// UIKit fault: UIKit's message, then the first line of a variant's own code on the way to it
/// (`workbook-fault-at: in viewDidLoad() at /…/Exercise/SectionsViewController.swift:13:5`).
///
/// On a device the fault terminates the app where it is raised; here the code carries on, and
/// may trap on what the fault left undone (an outlet a missing nib never connected). The parent
/// then reports the fault, at its line, not the trap that followed it.
public struct FaultTrace: Equatable, Sendable {
  public static let prefix = "workbook-fault: "
  public static let locationPrefix = "workbook-fault-at: "

  /// UIKit's message: "*** Terminating app due to uncaught exception …".
  public let message: String
  /// "in loadView() at /…/SectionsViewController.swift:13:5", when a variant's code is on the way.
  public let location: String?

  public init(message: String, location: String?) {
    self.message = message
    self.location = location
  }

  /// The lines, newlines included.
  public var lines: String {
    "\(Self.prefix)\(message)\n" + (location.map { "\(Self.locationPrefix)\($0)\n" } ?? "")
  }

  /// Whether a child's standard error ends with a fault raised in the action it is on (after its
  /// last `ChildTrace` line): the child is crashing, and writes its report.
  public static func isCrashing(_ errors: String) -> Bool {
    guard let fault = errors.range(of: "\n\(prefix)", options: .backwards) else { return false }
    guard let trace = errors.range(of: ChildTrace.prefix, options: .backwards) else { return true }
    return fault.lowerBound > trace.lowerBound
  }

  /// The first fault a standard error reports (nil: none).
  public init?(standardError lines: [String]) {
    guard let index = lines.firstIndex(where: { $0.hasPrefix(Self.prefix) }) else { return nil }
    let next = lines.index(after: index)
    let location =
      next < lines.endIndex && lines[next].hasPrefix(Self.locationPrefix)
      ? String(lines[next].dropFirst(Self.locationPrefix.count)) : nil
    self.init(message: String(lines[index].dropFirst(Self.prefix.count)), location: location)
  }

  /// Writes every fault the running app raises, with its line unless `locating` is false,
  /// through `write`; nil stops. Without its line a fault costs nothing: with it, a backtrace is
  /// symbolicated (a mutant's child, which needs no place, does without).
  @MainActor
  public static func report(locating: Bool = true, to write: ((String) -> Void)?) {
    guard let write else {
      (UIApplication.didRecordFault, UIApplication.captureSite) = (nil, nil)
      BacktracerHold.release()
      return
    }
    #if canImport(Runtime)
      // Unsymbolicated: cheap enough for every controller made with a nib name.
      UIApplication.captureSite = locating ? { try? CapturedStack.capture() } : nil
    #endif
    UIApplication.didRecordFault = { fault, site in
      // The message first: symbolicating takes seconds, and the parent, seeing the app has
      // crashed, then waits for it as for a crash report.
      write("\(prefix)\(fault.description)\n")
      if locating, let location = variantFrame(askedAt: site) { write("\(locationPrefix)\(location)\n") }
      // What crashes the app now is reported: a trap's backtrace would be written for nobody.
      BacktracerHold.hold()
    }
  }

  /// Tells that the app's next action starts (as its `ChildTrace` line is written): a fault
  /// before it no longer stands for a trap in it, whose backtrace is then read again.
  public static func actionWillStart() {
    BacktracerHold.release()
  }

  /// The innermost frame in a variant's own code (or a test's app, under Tests/) of the place
  /// that asked for what faulted, else of the calling thread.
  private static func variantFrame(askedAt site: Any?) -> String? {
    #if canImport(Runtime)
      return (site as? CapturedStack).flatMap(variantFrame(of:))
        ?? (try? CapturedStack.capture()).flatMap(variantFrame(of:))
    #else
      return nil
    #endif
  }

  #if canImport(Runtime)
    /// Symbolicated only as far as the first frame in a variant's code: each frame costs a search
    /// of the binary's line tables.
    private static func variantFrame(of stack: CapturedStack) -> String? {
      stack.first { symbol in
        guard let place = symbol.sourceLocation,
          CrashReport.isVariantCode(place.path) || place.path.contains("/Tests/")
        else { return nil }
        return "in \(symbol.name) at \(place.path):\(place.line):\(place.column)"
      }
    }
  #endif
}
