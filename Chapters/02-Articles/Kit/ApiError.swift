import Foundation

/// Why the backend could not answer: its message, as a network error's description.
public enum ApiError: Error, Equatable, Sendable {
  case requestFailed(message: String)
}

extension ApiError: LocalizedError {
  /// The backend's message: what `localizedDescription` says.
  public var errorDescription: String? {
    switch self {
    case .requestFailed(let message): message
    }
  }
}

extension ApiError: CustomStringConvertible {
  /// What `print(error)` shows: "requestFailed: The Internet connection appears to be offline."
  public var description: String {
    switch self {
    case .requestFailed(let message): "requestFailed: \(message)"
    }
  }
}
