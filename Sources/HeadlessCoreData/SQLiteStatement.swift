import CSQLite
import Foundation

/// A compiled statement: bind its parameters, then step through its rows.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let database: SQLiteDatabase

  init(handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds `values` to the parameters `?1`, `?2`… in order.
  func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let resultCode: Int32
      switch value {
      case .null: resultCode = sqlite3_bind_null(handle, index)
      case .integer(let integer): resultCode = sqlite3_bind_int64(handle, index, integer)
      case .real(let real): resultCode = sqlite3_bind_double(handle, index, real)
      case .text(let text): resultCode = sqlite3_bind_text(handle, index, text, -1, transient)
      case .blob(let data):
        resultCode = data.withUnsafeBytes { bytes in
          sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), transient)
        }
      }
      guard resultCode == SQLITE_OK else { throw database.lastError(resultCode) }
    }
  }

  /// Advances to the next row: true when there is one, false when the statement is done.
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let resultCode: throw database.lastError(resultCode)
    }
  }

  /// Runs a statement that returns no rows.
  func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() {}
  }

  /// The value in column `index` (from 0) of the current row.
  func column(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(handle, index)))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, index))
      guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }
}
