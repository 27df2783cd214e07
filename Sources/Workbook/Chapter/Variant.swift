import Foundation
import HeadlessAutomation
import HeadlessUIKit
import WorldKit

/// One runnable version of a chapter's app: a step of the refactoring, or the attendee's exercise.
///
/// Variants form a tree: each names the parent it is diffed against and whose approved
/// transcripts it inherits (usually the previous step; the exercise's parent is step 0; a branch
/// to another architecture starts from the step it branches off).
public struct Variant<AppWorld: World>: Sendable, Identifiable {
  /// Its folder's name, lowercased (see `VariantID`): "0-massive", "3-mvp", "exercise".
  public let id: String
  /// Its title: "Massive", "MVP".
  public let title: String
  /// Step or exercise.
  public let kind: VariantKind
  /// The variant it is diffed against and inherits approved transcripts from; nil for the root.
  public let parent: String?
  /// Its sources, relative to the chapter's folder: "Steps/0-Massive", "Exercise".
  public let sourceFolder: String
  /// Why the step is there, in a paragraph taken from the lesson: what it changes and why ("" for
  /// the exercise). The chapter's page shows it on the timeline.
  public var reason: String = ""
  /// The smell the step removes, in a sentence of the lesson's ("" for the root and the
  /// exercise): what was wrong in its parent. The diff pages and the lesson's generated block show it.
  public var smell: String = ""
  /// The move the step makes, in a sentence of the lesson's ("" for the root and the exercise):
  /// the one refactoring, named as the lesson names it.
  public var move: String = ""
  /// Launches the app in a World that is the device, as `UIApplicationMain` does from the app's
  /// Info.plist: the step's `applicationMain(in:)` (Info.plist.swift).
  public let launch: @MainActor @Sendable (AppWorld) -> HeadlessApp

  /// A step of the chapter, in `Steps/<folder>`; its id is the folder's name as a `VariantID`.
  public static func step(
    _ folder: String, title: String, parent: VariantID?, reason: String = "", smell: String = "",
    move: String = "", launch: @escaping @MainActor @Sendable (AppWorld) -> HeadlessApp
  ) -> Variant {
    let number = Int(folder.prefix(while: \.isNumber))
    precondition(number != nil, "A step's folder starts with its number: \(folder)")
    return Variant(
      id: VariantID(folder).rawValue, title: title, kind: .step(number!), parent: parent?.rawValue,
      sourceFolder: "Steps/\(folder)", reason: reason, smell: smell, move: move, launch: launch)
  }

  /// The attendee's exercise, in `Exercise/`, starting from (and diffed against) `parent`.
  public static func exercise(
    parent: VariantID,
    launch: @escaping @MainActor @Sendable (AppWorld) -> HeadlessApp
  ) -> Variant {
    Variant(
      id: "exercise", title: "Exercise", kind: .exercise, parent: parent.rawValue,
      sourceFolder: "Exercise", launch: launch)
  }

  /// The same variant under another parent: the exercise, reset from another step.
  func startingFrom(_ parent: String) -> Variant {
    Variant(
      id: id, title: title, kind: kind, parent: parent, sourceFolder: sourceFolder, reason: reason,
      smell: smell, move: move, launch: launch)
  }
}

extension Variant {
  /// How its chapter describes it, the chapter's folder being `folder`.
  func info(in folder: URL) -> Chapter.VariantInfo {
    let chapterPath = "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)"
    return Chapter.VariantInfo(
      id: id, title: title, kind: kind, parent: parent, reason: reason, smell: smell, move: move,
      sourceFolder: folder.appendingPathComponent(sourceFolder, isDirectory: true),
      sourcePath: "\(chapterPath)/\(sourceFolder)")
  }
}

extension Variant: CustomStringConvertible {
  /// The id: how parameterised tests name their cases.
  public var description: String { id }
}

/// What kind of variant a variant is.
public enum VariantKind: Sendable, Equatable {
  /// Step N of the chapter.
  case step(Int)
  /// The attendee's copy.
  case exercise
}

/// A deliberate behaviour change at a step: a bug that the refactoring made easy to fix.
///
/// From `variant` on (the variant and every variant below it in the tree), the listed scenarios
/// are compared with their own approved transcripts, recorded from `variant`. Nothing else may
/// differ.
public struct DeclaredDivergence: Sendable, Encodable {
  /// The variant that changes the behaviour.
  public let variant: String
  /// The scenarios whose transcripts change.
  public let scenarios: [String]
  /// Why: the bug and its fix, in a sentence or two.
  public let reason: String

  public init(variant: VariantID, scenarios: [String], reason: String) {
    self.variant = variant.rawValue
    self.scenarios = scenarios
    self.reason = reason
  }
}
