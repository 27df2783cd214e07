import Foundation
import Testing

@testable import HeadlessCoreData

/// The connection under every SQLite store. Its journal is kept in memory, not in a file beside
/// the store (for speed, issue 27): a transaction must still roll back whole, and leave no file.
struct SQLiteDatabaseTests {
  @Test func aTransactionThatFailsHalfwayWritesNothingAndLeavesNoJournalFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.storeURL.path
    let database = try SQLiteDatabase(path: path)
    try database.execute("CREATE TABLE T (X INTEGER)")

    #expect(throws: SQLiteError.self) {
      try database.inTransaction { () throws(SQLiteError) in
        try database.execute("INSERT INTO T VALUES (1)")
        try database.execute("INSERT INTO Missing VALUES (2)")
      }
    }

    let reader = try SQLiteDatabase(path: path)
    let count = try reader.prepare("SELECT COUNT(*) FROM T")
    #expect(try count.step())
    #expect(count.column(0) == .integer(0))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Tasks.sqlite"])
  }
}
