import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// Where code raising a fault runs, when no app of its own is running.
enum FaultPlace: String, Codable, Sendable, CaseIterable, CustomTestStringConvertible {
  /// No app was launched at all.
  case noApp
  /// An app runs, launched by another task (another test, running at the same time).
  case anotherTasksApp

  var testDescription: String { rawValue }
}

/// A fault belongs to the app the raising code drives: the one its task launched, whichever app
/// another task launched since. Outside a launched app it is no app's and is reported to the
/// caller: the process terminates with UIKit's message, as an uncaught exception terminates it
/// on a device.
@MainActor
struct FaultRecordingTests {
  /// UIKit's fault for a dequeue of a cell nobody registered.
  static func raiseAFault() {
    let tableView = UITableView(frame: .zero, style: .plain)
    _ = tableView.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
  }

  static let reason = "unable to dequeue a cell with identifier Missing"

  static func launch() -> HeadlessApp {
    HeadlessApp.launch(RootDelegate(root: UIViewController()))
  }

  @Test(
    "A fault raised outside a launched app terminates the process with UIKit's message",
    arguments: FaultPlace.allCases)
  func outsideALaunchedApp(place: FaultPlace) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [place] in
      let app = await MainActor.run { place == .anotherTasksApp ? FaultRecordingTests.launch() : nil }
      await Task { @MainActor in FaultRecordingTests.raiseAFault() }.value
      withExtendedLifetime(app) {}
    }
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      errors.contains(
        "Fatal error: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '\(Self.reason)"), "\(errors)")
  }

  @Test("A fault raised by the task that launched an app crashes that app, not one launched since")
  func inTheLaunchingTask() async {
    let app = Self.launch()
    let other = await Task { @MainActor in FaultRecordingTests.launch() }.value

    Self.raiseAFault()

    #expect(app.crash?.reason.hasPrefix(Self.reason) == true)
    #expect(other.crash == nil)
  }

  @Test("Captured, a fault raised outside a launched app is returned and terminates nothing")
  func captured() {
    let fault = UIKitFault.captured { Self.raiseAFault() }
    #expect(fault?.reason.hasPrefix(Self.reason) == true)
  }
}
