import MutantApp
import Workbook

// The library of the runner `workbook mutate` builds (Package.swift declares this target only
// under UNMASSIVE_MUTANTS=NN): the mutated chapter alone, with its variant "mutant", as the
// generated module MutantApp makes it (its MutantOrigin.swift, see MutantModule). The other
// chapters' catalogs are never made: a mutant's child starts once a mutant, and needs only this one.

/// The runner's library (empty: the variant the module names is gone from the catalog).
@MainActor
let mutantLibrary: [Chapter] = MutantApp.mutantChapter.map { [$0] } ?? []
