import Foundation
import Testing

@testable import WorldKit

/// The building blocks of every chapter's World.
@MainActor
struct WorldKitTests {
  @Test func theClockOnlyMovesWhenTold() throws {
    let world = try World()
    #expect(world.clock.now == World.defaultStart)
    world.clock.advance(by: 90)
    #expect(world.clock.now == World.defaultStart.addingTimeInterval(90))
    #expect(world.calendar.timeZone == world.timeZone)
  }

  @Test(arguments: ["Asia/Tokyo", "Pacific/Kiritimati", "America/Los_Angeles"])
  func theWorldsTimeZoneAndLocaleBecomeTheDevices(identifier: String) throws {
    let world = try World(timeZone: TimeZone(identifier: identifier)!)
    world.makeDeviceSettingsCurrent()
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .medium
    #expect(TimeZone.current == world.timeZone)
    #expect(Calendar.current.timeZone == world.timeZone)
    #expect(formatter.timeZone == world.timeZone)
    #expect(formatter.locale.identifier == world.locale.identifier)
    let hour = world.calendar.component(.hour, from: World.defaultStart)
    #expect(formatter.string(from: World.defaultStart).contains("\(hour % 12 == 0 ? 12 : hour % 12):41:00"))
  }

  @Test func theLogHandsOutEachLineOnce() {
    let log = CapturedLog()
    log.write("one")
    log.write("two")
    #expect(log.takeNewLines() == ["one", "two"])
    #expect(log.takeNewLines() == [])
    log.write("three")
    #expect(log.takeNewLines() == ["three"])
    #expect(log.lines == ["one", "two", "three"])
  }

  @Test func requestsAnswerOnSettleNotWhenMade() throws {
    let world = try World()
    var answers: [String] = []
    world.requests.submit("first") { _ in
      answers.append("first")
      // A request made while answering is answered in the same settle.
      world.requests.submit("second") { _ in answers.append("second") }
    }
    #expect(answers.isEmpty, "a request never answers inside the call that made it")
    world.settle()
    #expect(answers == ["first", "second"])
  }

  @Test func heldRequestsAnswerInTheOrderTheScenarioChooses() throws {
    let requests = PendingRequests()
    requests.policy = .hold
    var answers: [String] = []
    for name in ["Amy", "Bob", "Amy"] {
      requests.submit(name) { answer in answers.append("\(name): \(answer)") }
    }
    requests.deliverImmediateAnswers()
    #expect(answers.isEmpty)
    #expect(requests.heldRequestNames == ["Amy", "Bob", "Amy"])

    try requests.fail("Bob", message: "down")
    try requests.release("Amy")
    #expect(answers == ["Bob: failure(message: \"down\")", "Amy: success"])
    #expect(requests.heldRequestNames == ["Amy"], "the oldest request of that name answers first")

    #expect(throws: PendingRequestError.noSuchRequest("Carl", held: ["Amy"])) {
      try requests.release("Carl")
    }
    #expect(
      PendingRequestError.noSuchRequest("Carl", held: ["Amy"]).description
        == "no request \"Carl\" is waiting (waiting: \"Amy\")")
  }

  @Test func theSandboxIsAFreshFolderRemovedWithItsWorld() throws {
    var world: World? = try World()
    let root = try #require(world?.sandbox.root)
    let documents = try #require(world?.sandbox.documentsDirectory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path).isEmpty)
    try world?.sandbox.writeDocument(named: "meals", contents: Data("x".utf8))
    #expect(FileManager.default.fileExists(atPath: documents.appendingPathComponent("meals").path))

    world = nil
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test func anUnwritableDocumentsFolderRefusesWritesEvenForRoot() throws {
    let sandbox = try Sandbox()
    try sandbox.makeDocumentsUnwritable()
    #expect(throws: (any Error).self) {
      try Data("x".utf8).write(to: sandbox.documentsDirectory.appendingPathComponent("meals"))
    }
  }

  @Test func theLaunchedWorldIsHeldWeakly() throws {
    var world: World? = try World()
    Holder.current = try #require(world)
    #expect(Holder.current === world)
    let root = try #require(world?.sandbox.root)
    world = nil
    #expect(
      !FileManager.default.fileExists(atPath: root.path),
      "the global does not keep the World (and its sandbox) alive")
  }
}

@MainActor
private enum Holder {
  @LaunchedWorld static var current: World
}
