import MegaControllerCatalog
import Testing
import WorkbookTesting

/// The talk's steps up to 6 trap where the catalog says, with the message it says (and the
/// exercise, until its refactoring behaves as step 7): each declared scenario runs in a child
/// process, which must die saying it.
@Test("The steps before d15b2e8 trap as declared", arguments: catalog.expectedTraps)
func trapsAsDeclared(_ trap: ExpectedTrap) async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    [trap = trap as ExpectedTrap] in await catalog.run(trap)
  }
  trap.verify(result)
}
