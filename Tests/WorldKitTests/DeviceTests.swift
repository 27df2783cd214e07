import Foundation
import Testing

@testable import WorldKit

/// What the app reads from the device while it runs an event: the World's, and afterwards the
/// process's own again. If one of these stops holding, lesson code that calls `Date()` or asks
/// `FileManager` for its documents reads the machine, and transcripts differ from run to run.
@MainActor
struct DeviceTests {
  #if os(Linux)
    @Test func dateIsTheWorldsClockDuringAnEvent() throws {
      let world = try World()
      let (launch, later) = world.runAsTheDevice {
        let launch = Date()
        world.clock.advance(by: 3_600.5)
        return (launch, Date())
      }
      #expect(launch == World.defaultStart)
      #expect(later == World.defaultStart.addingTimeInterval(3_600.5))
      #expect(Date() > Date(timeIntervalSince1970: 1_700_000_000), "the system's clock after the event")
    }

    @Test func otherThreadsAndMonotonicClocksKeepTheSystemsTime() throws {
      let world = try World()
      let before = ContinuousClock.now
      let (monotonic, elsewhere) = world.runAsTheDevice {
        (ContinuousClock.now, Self.dateOnAnotherThread())
      }
      #expect(monotonic >= before)
      #expect(elsewhere > Date(timeIntervalSince1970: 1_700_000_000))
    }

    /// `Date()` read on a thread of its own, waited for.
    nonisolated static func dateOnAnotherThread() -> Date {
      final class Reading: @unchecked Sendable {
        var date: Date?
        let done = DispatchSemaphore(value: 0)
      }
      let reading = Reading()
      Thread {
        reading.date = Date()
        reading.done.signal()
      }.start()
      reading.done.wait()
      return reading.date!
    }
  #endif

  @Test func documentsAreTheSandboxsDuringAnEvent() throws {
    let world = try World()
    let system = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    let during = world.runAsTheDevice {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    }
    #expect(during.map(\.path) == [world.sandbox.documentsDirectory.path])
    #expect(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask) == system)
  }

  @Test func theConsoleAndTheBackendAreTheWorldsDuringAnEvent() throws {
    let world = try World()
    let device = world.runAsTheDevice {
      DeviceConsole.write("Meals successfully saved.")
      return World.device
    }
    #expect(device === world)
    #expect(World.device == nil, "no device outside an event")
    #expect(world.log.lines == ["Meals successfully saved."])
  }

  @Test func calendarAndTimeZoneAreTheWorldsDuringAnEvent() throws {
    let world = try World(timeZone: TimeZone(identifier: "Pacific/Kiritimati")!)
    let (timeZone, calendar) = world.runAsTheDevice { (TimeZone.current, Calendar.current) }
    #expect(timeZone == world.timeZone)
    #expect(calendar.timeZone == world.timeZone)
    #expect(calendar.identifier == world.calendar.identifier)
  }
}
