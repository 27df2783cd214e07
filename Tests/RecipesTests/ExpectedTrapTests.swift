import RecipesCatalog
import Testing
import WorkbookTesting

/// The repository's step 2 as published traps where the catalog says, with the message it says:
/// each declared scenario runs in a child process, which must die saying it.
@Test("The as-published variant traps as declared", arguments: catalog.expectedTraps)
func trapsAsDeclared(_ trap: ExpectedTrap) async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    [trap = trap as ExpectedTrap] in await catalog.run(trap)
  }
  trap.verify(result)
}
