import Workbook

#if WORKBOOK_FOODTRACKER
  import FoodTrackerCatalog
#endif
#if WORKBOOK_LISTPOSTS
  import ListPostsCatalog
#endif
#if WORKBOOK_MEGACONTROLLER
  import MegaControllerCatalog
#endif

/// Every chapter of the book, in order. Package.swift defines WORKBOOK_<NAME> for each chapter
/// being built (UNMASSIVE_CHAPTERS=01 builds only the first).
let library: [Chapter] = {
  var chapters: [Chapter] = []
  #if WORKBOOK_FOODTRACKER
    chapters.append(FoodTrackerCatalog.chapter)
  #endif
  #if WORKBOOK_LISTPOSTS
    chapters.append(ListPostsCatalog.chapter)
  #endif
  #if WORKBOOK_MEGACONTROLLER
    chapters.append(MegaControllerCatalog.chapter)
  #endif
  return chapters
}()
