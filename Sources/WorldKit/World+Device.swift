import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension World {
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
