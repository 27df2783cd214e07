import CSQLite
import Foundation

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
    // Transactions stay atomic; only the syncs go. For the same reason the rollback journal is
    // kept in memory, not in a file beside the store made and deleted at every commit: a
    // transaction still rolls back, and another connection to the file still waits for its locks
    // (chapter 04's generated scenarios take about 6 % less CPU, docs/Performance.md).
    sqlite3_exec(handle, "PRAGMA synchronous = OFF", nil, nil, nil)
    sqlite3_exec(handle, "PRAGMA journal_mode = MEMORY", nil, nil, nil)
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
