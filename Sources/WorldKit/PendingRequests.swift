/// Requests the app made to its (fake) backend, and when they answer.
///
/// A request answers on a later turn of the run loop, never inside the call that made it, as a
/// real network would. By default it answers as soon as the World settles (after the current
/// user action). A scenario can hold requests instead, then release or fail them one by one in
/// any order, which is how it shows what the app displays while it waits.
@MainActor
public final class PendingRequests {
  /// What a request receives: success, or a failure with the backend's message.
  public enum Answer: Sendable, Equatable {
    case success
    case failure(message: String)
  }

  /// When requests answer.
  public enum Policy: Sendable {
    /// At the next settle, with success.
    case answerImmediately
    /// Only when the scenario releases or fails them.
    case hold
  }

  private struct Request {
    let name: String
    let deliver: (Answer) -> Void
  }

  /// How new requests are answered.
  public var policy: Policy = .answerImmediately
  private var queued: [Request] = []
  private var held: [Request] = []

  public init() {}

  /// The names of the requests waiting to be released or failed, oldest first.
  public var heldRequestNames: [String] { held.map(\.name) }

  /// Makes a request. `deliver` runs later, on the main actor, with the answer; the backend turns
  /// that answer into its own result (posts, an error…).
  public func submit(_ name: String, deliver: @escaping (Answer) -> Void) {
    let request = Request(name: name, deliver: deliver)
    switch policy {
    case .answerImmediately: queued.append(request)
    case .hold: held.append(request)
    }
  }

  /// Answers the oldest held request with this name with success.
  public func release(_ name: String) throws(PendingRequestError) {
    try take(name).deliver(.success)
  }

  /// Answers the oldest held request with this name with a failure.
  public func fail(_ name: String, message: String) throws(PendingRequestError) {
    try take(name).deliver(.failure(message: message))
  }

  /// Delivers every request that answers immediately, including those made while delivering.
  public func deliverImmediateAnswers() {
    while !queued.isEmpty {
      let request = queued.removeFirst()
      request.deliver(.success)
    }
  }

  /// Forgets every request, held or about to answer: the app that made them has quit, and a
  /// process's requests die with it (they never reach the app launched after it).
  public func cancelAll() {
    queued.removeAll()
    held.removeAll()
  }

  private func take(_ name: String) throws(PendingRequestError) -> Request {
    guard let index = held.firstIndex(where: { $0.name == name }) else {
      throw PendingRequestError.noSuchRequest(name, held: heldRequestNames)
    }
    return held.remove(at: index)
  }
}
