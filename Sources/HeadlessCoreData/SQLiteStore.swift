import Foundation

/// The SQLite store behind `NSPersistentStore`, laid out as Core Data lays out its own: one
/// table per entity named Z + the entity's name in capitals (ZTASK), with the primary key
/// Z_PK, the entity number Z_ENT, the version Z_OPT, and one column per attribute named Z +
/// the attribute's name in capitals (ZTITLE, ZDUEDATE). Z_METADATA records the model the
/// store was made with, so that opening it with another model fails instead of misreading it.
@MainActor
final class SQLiteStore {
  private let database: SQLiteDatabase
  /// The file's path, or ":memory:".
  private let location: String
  private let model: NSManagedObjectModel
  weak var owner: NSPersistentStore?

  var persistentStore: NSPersistentStore {
    guard let owner else { fatalError("The persistent store was released while its objects were in use.") }
    return owner
  }

  /// Opens the store at `path` (an in-memory database when nil), creating its tables in a
  /// new or empty file, and checking an existing one was made with the same model.
  init(path: String?, model: NSManagedObjectModel) throws {
    self.location = path ?? ":memory:"
    self.model = model
    do {
      database = try SQLiteDatabase(path: location)
    } catch {
      throw Self.openError(error, location: location)
    }
    do {
      // The first statement reads the file's header: this is where garbage is detected.
      let tables = try tableNames()
      if tables.isEmpty {
        try createSchema()
      } else {
        try checkModel(tables: tables)
      }
    } catch let error as SQLiteError {
      throw Self.openError(error, location: location)
    }
  }

  private static func openError(_ error: SQLiteError, location: String) -> CoreDataError {
    // SQLITE_NOTADB and SQLITE_CORRUPT: the file is there, but it is not a sound database.
    let isCorrupt = error.code == 26 || error.code == 11
    return CoreDataError(
      code: isCorrupt ? CocoaError.Code.fileReadCorruptFile.rawValue : NSPersistentStoreOpenError,
      description: "The persistent store at \(location) could not be opened: \(error).",
      userInfo: [
        NSFilePathErrorKey: location, NSSQLiteErrorDomain: Int(error.code),
        NSLocalizedFailureReasonErrorKey: error.message,
      ])
  }

  // MARK: Schema

  private static func tableName(_ entity: NSEntityDescription) -> String {
    "\"Z\((entity.name ?? "").uppercased())\""
  }

  private static func columnName(_ attribute: NSAttributeDescription) -> String {
    "\"Z\(attribute.name.uppercased())\""
  }

  /// A readable summary of the model: what the store's tables were made for.
  private var modelSummary: String {
    model.entities.sorted { ($0.name ?? "") < ($1.name ?? "") }.map { entity in
      let attributes = entity.attributes.sorted { $0.name < $1.name }
        .map { "\($0.name): \(AttributeValue.typeName($0.attributeType))" }
      return "\(entity.name ?? "")(\(attributes.joined(separator: ", ")))"
    }.joined(separator: "; ")
  }

  private func tableNames() throws(SQLiteError) -> Set<String> {
    let statement = try database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    var names: Set<String> = []
    while try statement.step() {
      if case .text(let name) = statement.column(0) { names.insert(name) }
    }
    return names
  }

  private func createSchema() throws(SQLiteError) {
    try database.inTransaction { () throws(SQLiteError) in
      try database.execute("CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_MODEL VARCHAR)")
      try database.prepare("INSERT INTO Z_METADATA (Z_VERSION, Z_MODEL) VALUES (1, ?)").run([
        .text(modelSummary)
      ])
      for entity in model.entities {
        let columns = entity.attributes.map {
          "\(Self.columnName($0)) \(AttributeValue.columnType(for: $0.attributeType))"
        }
        let definitions =
          ["Z_PK INTEGER PRIMARY KEY AUTOINCREMENT", "Z_ENT INTEGER", "Z_OPT INTEGER"] + columns
        try database.execute(
          "CREATE TABLE \(Self.tableName(entity)) (\(definitions.joined(separator: ", ")))")
      }
    }
  }

  private func checkModel(tables: Set<String>) throws {
    guard tables.contains("Z_METADATA") else {
      throw CoreDataError(
        code: NSPersistentStoreIncompatibleSchemaError,
        description:
          "The persistent store at \(location) could not be opened: it is an SQLite database, but not a "
          + "Core Data store (it has no Z_METADATA table).",
        userInfo: [NSFilePathErrorKey: location])
    }
    let statement = try database.prepare("SELECT Z_MODEL FROM Z_METADATA WHERE Z_VERSION = 1")
    var storedSummary: String?
    if try statement.step(), case .text(let summary) = statement.column(0) { storedSummary = summary }
    guard storedSummary == modelSummary else {
      throw CoreDataError(
        code: NSPersistentStoreIncompatibleVersionHashError,
        description:
          "The model used to open the store at \(location) is incompatible with the one used to create it: "
          + "the store holds \(storedSummary ?? "nothing readable"), the model describes \(modelSummary).",
        userInfo: [NSFilePathErrorKey: location])
    }
  }

  // MARK: Reading

  /// Every row of `entity`'s table, in primary-key order.
  func rows(of entity: NSEntityDescription) throws -> [StoredRow] {
    try readRows(of: entity, where: nil, [])
  }

  /// The row with `primaryKey`, if it exists.
  func row(of entity: NSEntityDescription, primaryKey: Int64) throws -> StoredRow? {
    try readRows(of: entity, where: "Z_PK = ?", [.integer(primaryKey)]).first
  }

  private func readRows(of entity: NSEntityDescription, where condition: String?, _ parameters: [SQLiteValue])
    throws -> [StoredRow]
  {
    let attributes = entity.attributes
    let columns = ["Z_PK"] + attributes.map(Self.columnName)
    let filter = condition.map { " WHERE \($0)" } ?? ""
    do {
      let statement = try database.prepare(
        "SELECT \(columns.joined(separator: ", ")) FROM \(Self.tableName(entity))\(filter) ORDER BY Z_PK")
      try statement.bind(parameters)
      var rows: [StoredRow] = []
      while try statement.step() {
        guard case .integer(let primaryKey) = statement.column(0) else { continue }
        var values: [String: AttributeValue] = [:]
        for (offset, attribute) in attributes.enumerated() {
          let column = statement.column(Int32(offset + 1))
          guard let value = AttributeValue.fromStore(column, as: attribute.attributeType) else {
            throw CoreDataError(
              code: CocoaError.Code.fileReadCorruptFile.rawValue,
              description:
                "The persistent store at \(location) is damaged: row \(primaryKey) of \(Self.tableName(entity)) "
                + "holds \(column) for the \(AttributeValue.typeName(attribute.attributeType)) attribute "
                + "\"\(attribute.name)\".",
              userInfo: [NSFilePathErrorKey: location])
          }
          values[attribute.name] = value
        }
        rows.append(StoredRow(primaryKey: primaryKey, values: values))
      }
      return rows
    } catch let error as SQLiteError {
      throw CoreDataError(
        code: NSCoreDataError, description: "Reading the persistent store at \(location) failed: \(error).",
        userInfo: [NSFilePathErrorKey: location, NSSQLiteErrorDomain: Int(error.code)])
    }
  }

  // MARK: Writing

  /// Writes `changes` in one transaction and returns the primary keys of the inserted rows,
  /// in order. On failure nothing is written.
  func commit(_ changes: StoreChanges) throws -> [Int64] {
    do {
      return try database.inTransaction { () throws(SQLiteError) -> [Int64] in
        for (entity, primaryKey) in changes.deletes {
          try database.prepare("DELETE FROM \(Self.tableName(entity)) WHERE Z_PK = ?").run([
            .integer(primaryKey)
          ])
        }
        for (entity, primaryKey, values) in changes.updates {
          let attributes = entity.attributes
          let assignments = ["Z_OPT = Z_OPT + 1"] + attributes.map { "\(Self.columnName($0)) = ?" }
          try database.prepare(
            "UPDATE \(Self.tableName(entity)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?"
          ).run(attributes.map { values[$0.name]?.sqliteValue ?? .null } + [.integer(primaryKey)])
        }
        var primaryKeys: [Int64] = []
        for (entity, values) in changes.inserts {
          let attributes = entity.attributes
          let columns = ["Z_ENT", "Z_OPT"] + attributes.map(Self.columnName)
          let placeholders = Array(repeating: "?", count: columns.count)
          let entityNumber = Int64((model.entities.firstIndex { $0 === entity } ?? 0) + 1)
          try database.prepare(
            "INSERT INTO \(Self.tableName(entity)) (\(columns.joined(separator: ", "))) "
              + "VALUES (\(placeholders.joined(separator: ", ")))"
          ).run(
            [.integer(entityNumber), .integer(1)] + attributes.map { values[$0.name]?.sqliteValue ?? .null })
          primaryKeys.append(database.lastInsertedRowID)
        }
        return primaryKeys
      }
    } catch {
      throw CoreDataError(
        code: NSPersistentStoreSaveError,
        description: "Could not save to the persistent store at \(location): \(error).",
        userInfo: [NSFilePathErrorKey: location, NSSQLiteErrorDomain: Int(error.code)])
    }
  }
}
