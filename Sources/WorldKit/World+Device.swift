import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension World {
  /// The World that is the device while an app runs an event (`runAsTheDevice(_:)`), if any: how
  /// a Kit's backend (`@LaunchedWorld`) finds the World of the app calling it.
  public internal(set) static weak var device: World?

  /// Runs one event of the app (its launch, a tap, what the run loop does after it) with this
  /// World as the device: its time zone and locale are the device's settings, its clock is what
  /// `Date()` answers on the calling thread, its sandbox is the home whose Documents folder
  /// `FileManager` gives the app, its log is the console (`DeviceConsole`). Afterwards the
  /// process has its own clock, home and console again.
  ///
  /// `Date()` follows the clock on Linux only (see CDeviceClock); elsewhere it is the system's.
  public func runAsTheDevice<Result>(_ event: () throws -> Result) rethrows -> Result {
    makeDeviceSettingsCurrent()
    let replaced = World.device
    World.device = self
    defer { World.device = replaced }
    return try DeviceHome.isFolder(sandbox.root) {
      try DeviceConsole.capturing(into: log) {
        try clock.isTheDevicesClock(during: event)
      }
    }
  }

  /// Makes this World's time zone and locale the device's, the way Settings would: from now on
  /// `TimeZone.current`, `Calendar.current` and a `DateFormatter` left with its defaults use them,
  /// so app code that formats "in the user's time zone" needs no World to name.
  ///
  /// Whoever launches an app in this World calls it just before the launch. Like a device's
  /// settings, they are the process's, not one app's: two apps launched side by side in Worlds
  /// with different time zones would see the later one's.
  ///
  /// The locale is the one Foundation reports as current. On Linux that is `en_001` whatever the
  /// environment says, and nothing can change it, which is why a World's locale is `en_001`
  /// unless a chapter chooses another one for the code it hands a locale to. On Darwin the World
  /// sets it the way `-AppleLocale` on the command line would.
  public func makeDeviceSettingsCurrent() {
    if TimeZone.current != timeZone || NSTimeZone.default != timeZone {
      setenv("TZ", timeZone.identifier, 1)
      NSTimeZone.resetSystemTimeZone()
      NSTimeZone.default = timeZone
    }
    #if canImport(Darwin)
      var arguments = UserDefaults.standard.volatileDomain(forName: UserDefaults.argumentDomain)
      arguments["AppleLocale"] = locale.identifier
      UserDefaults.standard.setVolatileDomain(arguments, forName: UserDefaults.argumentDomain)
    #endif
  }
}
