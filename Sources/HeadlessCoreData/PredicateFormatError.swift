import Foundation

/// A format string that HeadlessCoreData could not parse, with the reason.
struct PredicateFormatError: Error, CustomStringConvertible {
  let format: String
  let reason: String

  var description: String { "Unable to parse the format string \"\(format)\": \(reason)" }
}
