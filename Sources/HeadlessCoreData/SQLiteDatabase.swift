import CSQLite
import Foundation

/// A failure reported by SQLite: its primary result code and its message.
struct SQLiteError: Error, CustomStringConvertible {
  let code: Int32
  let message: String

  var description: String { "\(message) (SQLite error \(code))" }
}

/// A value as SQLite stores it in a column.
enum SQLiteValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}

/// One connection to an SQLite database file (or to a private `:memory:` database), through
/// the system's libsqlite3. It is used from the main actor only, by the store that owns it.
final class SQLiteDatabase {
  private let handle: OpaquePointer

  /// Opens (and creates if missing) the database at `path`; `":memory:"` opens a private,
  /// in-memory database. SQLite opens files lazily: a file that is not a database is only
  /// detected by the first statement, which is why the store reads the schema right away.
  init(path: String) throws(SQLiteError) {
    var connection: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let resultCode = sqlite3_open_v2(path, &connection, flags, nil)
    guard resultCode == SQLITE_OK, let connection else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_close_v2(connection)
      throw SQLiteError(code: resultCode, message: message ?? String(cString: sqlite3_errstr(resultCode)))
    }
    handle = connection
    // A second app launch may open the same file while the first one's objects still exist.
    sqlite3_busy_timeout(handle, 1_000)
    // Stores live in a scenario's throwaway sandbox: surviving a power loss buys nothing there,
    // and waiting for the disk at every commit would dominate the time a scenario takes.
    // Transactions stay atomic; only the syncs go.
    sqlite3_exec(handle, "PRAGMA synchronous = OFF", nil, nil, nil)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs SQL that returns no rows (one or more statements).
  func execute(_ sql: String) throws(SQLiteError) {
    let resultCode = sqlite3_exec(handle, sql, nil, nil, nil)
    guard resultCode == SQLITE_OK else { throw lastError(resultCode) }
  }

  /// Compiles one statement.
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let resultCode = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard resultCode == SQLITE_OK, let statement else { throw lastError(resultCode) }
    return SQLiteStatement(handle: statement, database: self)
  }

  /// Runs `body` in one transaction: everything it writes is committed together, or nothing is.
  func inTransaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
    try execute("BEGIN IMMEDIATE TRANSACTION")
    do {
      let result = try body()
      try execute("COMMIT TRANSACTION")
      return result
    } catch {
      try? execute("ROLLBACK TRANSACTION")
      throw error
    }
  }

  /// The primary key SQLite gave the row inserted last on this connection.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  func lastError(_ resultCode: Int32) -> SQLiteError {
    SQLiteError(code: resultCode & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
  }
}

/// A compiled statement: bind its parameters, then step through its rows.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let database: SQLiteDatabase

  fileprivate init(handle: OpaquePointer, database: SQLiteDatabase) {
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
