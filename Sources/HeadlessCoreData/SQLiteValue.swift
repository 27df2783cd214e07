import CSQLite
import Foundation

/// A value as SQLite stores it in a column.
enum SQLiteValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}
