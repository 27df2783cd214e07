import Foundation
import WorldKit

/// The world __Name__ runs in: the device (its clock, calendar, locale, sandbox and log), and,
/// once the chapter has one, its fake backend. Scenarios change it with `.world("…") { … }`
/// actions; the app's launch is where lesson code meets it.
@MainActor
public final class __Name__World: World {}
