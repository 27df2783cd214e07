import Foundation

/// What a crashed Swift process printed on its standard error, boiled down to the message and
/// where it happened.
public struct CrashReport: Equatable, Sendable {
  /// The runtime's message with the location it gives: "Fatal error: Unexpectedly found nil
  /// while unwrapping an Optional value (FoodTrackerExercise/MealTableViewController.swift:42)".
  public let message: String?
  /// The first frame of the backtrace in a variant's own code (a chapter's Exercise or Steps
  /// folder), else the first with a source file (not code the compiler made): "in viewDidLoad() at
  /// Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:42".
  public let location: String?
  /// Whether the frame the signal landed in (the location's thread's first) vouches for the
  /// location. One in a library (a leaf of the runtime's) may have left its caller off the
  /// frame-pointer chain; one in code the compiler made (a getter, or an instruction of the
  /// looping function with no line) vouches only for the frame right after it. A hang whose
  /// location is not sure is sampled again.
  public let locationIsSure: Bool

  /// Reads a crash from a process's standard error. Paths under `packageRoot` are shown
  /// relative to it.
  public init(standardError: String, packageRoot: URL? = nil) {
    let lines = standardError.split(separator: "\n").map(String.init)
    let root = packageRoot.map { $0.standardizedFileURL.path + "/" }
    if let fault = FaultTrace(standardError: lines) {
      // The app was terminated by UIKit before the trap: the trap is only its symptom.
      (message, location, locationIsSure) = (fault.message, Self.relative(fault.location, to: root), true)
      return
    }
    let kinds = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
    message =
      lines.lazy.compactMap { line -> String? in
        guard let kind = kinds.first(where: { line.contains("\($0)") }),
          let range = line.range(of: kind)
        else { return nil }
        let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        let text = String(line[range.lowerBound...])
        return place.isEmpty ? text : "\(text) (\(place))"
      }.first
    let frames = Self.frames(in: lines, root: root)
    let chosen =
      frames.first { Self.isVariantCode($0.path) }
      ?? frames.first { !$0.path.contains("<compiler-generated>") }
    location = chosen?.text
    locationIsSure =
      chosen.map { chosen in
        guard chosen.first.contains(" at /") else { return false }
        return !chosen.first.contains("<compiler-generated>") || chosen.index == 1
      } ?? false
  }

  /// "in f() at /root/Chapters/…" as "in f() at Chapters/…".
  private static func relative(_ location: String?, to root: String?) -> String? {
    guard let location, let root, let at = location.range(of: " at \(root)") else { return location }
    return location.replacingCharacters(in: at, with: " at ")
  }

  /// The backtrace's frames that have a source file, each with its index in its thread and its
  /// thread's first frame (the line of the frame the signal landed in).
  private static func frames(in lines: [String], root: String?)
    -> [(path: String, text: String, index: Int, first: String)]
  {
    var frames: [(path: String, text: String, index: Int, first: String)] = []
    var first = ""
    var index = 0
    for line in lines {
      if line.range(of: #"^ *0 "#, options: .regularExpression) != nil {
        (first, index) = (line, 0)
      }
      if let frame = frame(line, root: root) {
        frames.append((frame.path, frame.text, index, first))
      }
      if line.range(of: #"^ *[0-9]+ "#, options: .regularExpression) != nil { index += 1 }
    }
    return frames
  }

  /// A backtrace frame with source information: "  3 [ra] 0x000056386d1f5f95 g(_:) + 52 in u at
  /// /tmp/trap/u.swift:2:28" is "in g(_:) at /tmp/trap/u.swift:2:28".
  private static func frame(_ line: String, root: String?) -> (path: String, text: String)? {
    guard let at = line.range(of: " at /", options: .backwards) else { return nil }
    var path = String(line[line.index(before: at.upperBound)...])
    if let root, path.hasPrefix(root) { path = String(path.dropFirst(root.count)) }
    let frame = line[..<at.lowerBound]
    guard let address = frame.range(of: " 0x") else { return (path, "at \(path)") }
    let symbolAndImage = frame[address.upperBound...].drop { $0 != " " }.dropFirst()
    let symbol =
      symbolAndImage.range(of: " + ").map { symbolAndImage[..<$0.lowerBound] } ?? symbolAndImage
    return (path, "in \(symbol) at \(path)")
  }

  /// Whether a path is a variant's own code (a chapter's exercise or one of its steps), not the
  /// standard library's, the harness's or the chapter's scenery: where the crash is to be read.
  static func isVariantCode(_ path: String) -> Bool {
    guard let chapters = path.range(of: "Chapters/") else { return false }
    let inChapter = path[chapters.upperBound...].drop { $0 != "/" }
    return inChapter.hasPrefix("/Exercise/") || inChapter.hasPrefix("/Steps/")
  }

  /// The message, the location, the action it happened on (if known) and how the process ended,
  /// one per line.
  public func summary(ending: String, action: String? = nil) -> String {
    ([message ?? "(no message from the Swift runtime)"] + (location.map { [$0] } ?? [])
      + (action.map { ["\(Self.actionPrefix)\($0)"] } ?? []) + [ending])
      .joined(separator: "\n")
  }

  /// Whether the location names a line: "at /tmp/u.swift:2:28" does; a frame the debug
  /// information gives no line for (an instruction the compiler made, sampled mid-loop) gives
  /// only "at /tmp/u.swift".
  public var locationNamesLine: Bool {
    location?.contains(/\.swift:\d+(:\d+)?$/) ?? false
  }

  /// How the line that names the action starts: "during action 6 (tap "Save")".
  public static let actionPrefix = "during "

  /// SIGILL for 4, and so on, for the signals a trap or a crash raises.
  public static func signalName(_ signal: Int32) -> String? {
    [
      4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV",
      15: "SIGTERM",
    ][
      signal]
  }
}
