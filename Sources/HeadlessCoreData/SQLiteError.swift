import CSQLite
import Foundation

/// A failure reported by SQLite: its primary result code and its message.
struct SQLiteError: Error, CustomStringConvertible {
  let code: Int32
  let message: String

  var description: String { "\(message) (SQLite error \(code))" }
}
