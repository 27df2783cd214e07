import Workbook

// Every chapter of the book, in its order: two lines each, beside its entry in Package.swift's
// list; `workbook new-chapter` writes them. Package.swift defines WORKBOOK_CHAPTER_NN for the
// chapters it builds, so that `UNMASSIVE_CHAPTERS=01` builds a runner (and a test bundle) with
// chapter 01 only. (A build-tool plugin used to write this list; SwiftPM recompiled it on every
// save, the workshop loop's largest fixed cost.) WorkbookTests' LibraryTests checks that every
// chapter folder is listed here.

#if WORKBOOK_CHAPTER_01
  import FoodTrackerCatalog
#endif
#if WORKBOOK_CHAPTER_02
  import ArticlesCatalog
#endif
#if WORKBOOK_CHAPTER_03
  import ListPostsCatalog
#endif
#if WORKBOOK_CHAPTER_04
  import MegaControllerCatalog
#endif
#if WORKBOOK_CHAPTER_05
  import RecipesCatalog
#endif

/// The chapters being built, in the book's order: what the runner runs and Tests/ConformanceTests
/// checks.
public let library: [Chapter] = {
  var chapters: [Chapter] = []
  #if WORKBOOK_CHAPTER_01
    chapters.append(FoodTrackerCatalog.catalog.chapter)
  #endif
  #if WORKBOOK_CHAPTER_02
    chapters.append(ArticlesCatalog.catalog.chapter)
  #endif
  #if WORKBOOK_CHAPTER_03
    chapters.append(ListPostsCatalog.catalog.chapter)
  #endif
  #if WORKBOOK_CHAPTER_04
    chapters.append(MegaControllerCatalog.catalog.chapter)
  #endif
  #if WORKBOOK_CHAPTER_05
    chapters.append(RecipesCatalog.catalog.chapter)
  #endif
  return chapters
}()
