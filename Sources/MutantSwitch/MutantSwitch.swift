#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which planted bug runs: 0 for none. The runner sets it before it runs a mutant's scenarios;
/// mutated code (a variant's mutant schemata, `MutantSchemata` in Workbook) asks it at each place
/// a mutant was planted.
///
/// A plain variable rather than an atomic: the runner writes it in the child process before the
/// app launches and between two runs, never while the app runs, so no read races a write; and
/// every planted comparison reads it, where a plain load is the cheapest. (`Atomic` would also
/// need macOS 15, and the package supports 14.)
public enum MutantSwitch {
  /// The mutant that runs: a `Mutant`'s id, or 0 for the code as written. It starts as the one
  /// the environment's WORKBOOK_MUTANT names, if any: a test bundle, which has no code of its own
  /// that runs before its tests, is told its mutant so (`workbook mutate`'s unit tests).
  public nonisolated(unsafe) static var active =
    getenv("WORKBOOK_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0

  /// Whether the mutant planted with this id is the one that runs.
  @inlinable
  public static func isActive(_ id: Int) -> Bool { active == id }
}
