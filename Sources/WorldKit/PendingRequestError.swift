/// A scenario released or failed a request that is not waiting.
public enum PendingRequestError: Error, Equatable, CustomStringConvertible {
  case noSuchRequest(String, held: [String])

  public var description: String {
    switch self {
    case .noSuchRequest(let name, let held):
      let waiting = held.isEmpty ? "none" : held.map { "\"\($0)\"" }.joined(separator: ", ")
      return "no request \"\(name)\" is waiting (waiting: \(waiting))"
    }
  }
}
