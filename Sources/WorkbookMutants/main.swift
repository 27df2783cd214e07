import Foundation
import MutantSwitch
import WorkbookRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The runner `workbook mutate` builds and starts as its children: `workbook`'s own main, with
// the mutated chapter's variant "mutant" in its library, and the mutant its parent names
// (`_mutant <id>` before the command, see MutantChildren) switched on.

ProcessGuard.runIfAsked()
ParentWatch.arm()
let (mutant, arguments) = MutantChildren.split(Array(CommandLine.arguments.dropFirst()))
MutantSwitch.active = mutant
var environment = RunnerEnvironment.current(library: mutantLibrary, isTerminal: isatty(STDOUT_FILENO) == 1)
// A mutant's fate is the first scenario that notices it: the rest need not run.
environment.stopsAtFirstFailure = mutant != 0
// Nor where a UIKit fault was asked for: a fault is a kill wherever it is.
environment.locatesFaults = false
let runner = Runner(library: mutantLibrary, environment: environment, console: .standardStreams())
exit(runner.run(arguments).rawValue)
