import Foundation
import SwiftScanning
import Workbook

/// The modules of a chapter's steps, named as Package.swift names them (the chapter's name, then
/// its folder's name after the number, dashes dropped: `2-Model-As-Printed` → ArticlesModelAsPrinted),
/// and where a step's code names one. Steps share type names, so a step copied into Exercise/
/// compiles there unless it names a step's module (`import FoodTrackerMVP`, `FoodTrackerMVP.Meal`).
enum StepModules {
  /// A step's module: "FoodTracker" and "Steps/3-MVP" → "FoodTrackerMVP".
  static func module(chapter: String, sourceFolder: URL) -> String {
    chapter + sourceFolder.lastPathComponent.drop { $0 != "-" }.dropFirst().filter { $0 != "-" }
  }

  /// "File.swift:3: FoodTrackerMVP" for each line of code in a folder that imports one of
  /// `modules`, or names one that the folder does not declare as a type of its own (chapter 02's
  /// steps declare an `ArticlesView` type, which is also step 1's module's name).
  static func references(to modules: Set<String>, in folder: URL) throws -> [String] {
    let files = try SwiftSources(folder: folder).files
    let declared = Set(files.flatMap { $0.codeLines.flatMap(declaredTypes) })
    return files.flatMap { file in
      file.codeLines.enumerated().compactMap { index, line in
        let words = words(in: line)
        let imports = words.first == "import" || words.dropFirst().first == "import"
        let named = words.filter { modules.contains($0) && (imports || !declared.contains($0)) }
        return named.isEmpty ? nil : "\(file.path):\(index + 1): \(named.joined(separator: ", "))"
      }
    }
  }

  /// The types a line of code declares: the word after `class`, `struct`, `enum`, `protocol`,
  /// `actor` or `typealias`.
  private static func declaredTypes(in line: String) -> [String] {
    let words = words(in: line)
    let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    return zip(words, words.dropFirst()).filter { keywords.contains($0.0) }.map(\.1)
  }

  private static func words(in line: String) -> [String] {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}
