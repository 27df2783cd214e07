import Foundation
import WorkbookLibrary
import WorkbookRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The process around the runner: its arguments, its environment, whether its output is a
// terminal, and its exit code. Everything else is in WorkbookRunner's `Runner`.

// `_guard <program> …`: runs a program that ends with the runner that asked (see ProcessGuard).
ProcessGuard.runIfAsked()
// A child of another runner (`_cells`, `run NN --json`) dies with it (see ParentWatch).
ParentWatch.arm()
let runner = Runner(
  library: library,
  environment: .current(library: library, isTerminal: isatty(STDOUT_FILENO) == 1),
  console: .standardStreams())
exit(runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
