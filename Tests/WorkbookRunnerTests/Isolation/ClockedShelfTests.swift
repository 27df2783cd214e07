import Testing

/// The tests whose Shelf children run against a clock (a scenario's time limit, a mutant's of one
/// second, a child's death within a second), one at a time. Side by side, one test's children
/// symbolicating a crash starve another's past its limit: once they stopped waiting on the main
/// actor, which had kept them apart, MutantRunTests judged trapping mutants hung (issue 27).
@Suite(.serialized) enum ClockedShelfTests {}
