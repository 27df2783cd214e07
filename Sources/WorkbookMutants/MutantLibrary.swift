import Workbook

// The library of the runner `workbook mutate` builds (Package.swift declares this target only
// under UNMASSIVE_MUTANTS=NN, with WORKBOOK_MUTANT_NN): chapter NN's catalog with a variant
// more, "mutant", launched from the generated <Name>Mutant module, whose `mutatedVariant` names
// the variant it is a planted copy of. Two lines per chapter, as in WorkbookLibrary's list.

#if WORKBOOK_MUTANT_01
  import FoodTrackerCatalog
  import FoodTrackerMutant
#endif
#if WORKBOOK_MUTANT_02
  import ArticlesCatalog
  import ArticlesMutant
#endif
#if WORKBOOK_MUTANT_03
  import ListPostsCatalog
  import ListPostsMutant
#endif
#if WORKBOOK_MUTANT_04
  import MegaControllerCatalog
  import MegaControllerMutant
#endif
#if WORKBOOK_MUTANT_05
  import RecipesCatalog
  import RecipesMutant
#endif

/// The chapter with its mutant variant (nil: the variant it names is gone from the catalog).
@MainActor
let mutantChapter: Chapter? = {
  #if WORKBOOK_MUTANT_01
    return FoodTrackerCatalog.catalog.addingMutant(of: FoodTrackerMutant.mutatedVariant) {
      FoodTrackerMutant.applicationMain(in: $0)
    }?.chapter
  #elseif WORKBOOK_MUTANT_02
    return ArticlesCatalog.catalog.addingMutant(of: ArticlesMutant.mutatedVariant) {
      ArticlesMutant.applicationMain(in: $0)
    }?.chapter
  #elseif WORKBOOK_MUTANT_03
    return ListPostsCatalog.catalog.addingMutant(of: ListPostsMutant.mutatedVariant) {
      ListPostsMutant.applicationMain(in: $0)
    }?.chapter
  #elseif WORKBOOK_MUTANT_04
    return MegaControllerCatalog.catalog.addingMutant(of: MegaControllerMutant.mutatedVariant) {
      MegaControllerMutant.applicationMain(in: $0)
    }?.chapter
  #elseif WORKBOOK_MUTANT_05
    return RecipesCatalog.catalog.addingMutant(of: RecipesMutant.mutatedVariant) {
      RecipesMutant.applicationMain(in: $0)
    }?.chapter
  #else
    return nil
  #endif
}()

/// The runner's library: the mutated chapter alone, with its mutant variant. The other chapters'
/// catalogs are never made: a mutant's child starts once a mutant, and needs only this one.
@MainActor
let mutantLibrary: [Chapter] = mutantChapter.map { [$0] } ?? []
