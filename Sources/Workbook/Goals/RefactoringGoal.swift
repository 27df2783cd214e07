import Foundation
import SwiftScanning

/// A refactoring goal of a chapter's exercise: a named statement about a variant's sources that
/// the runner can check ("MealTableViewController no longer touches the file system").
///
/// A goal holds when every one of its checks does. Checks read source text: comments and the
/// text of string literals never count, so a goal cannot pass (or fail) because a word appears in
/// a comment or a log message. They are deliberately simple — a word is absent or present, a
/// declaration exists, a file or a function is short — so that an attendee can read why a goal
/// is not met yet: every failure names the file and the line.
public struct RefactoringGoal: Sendable, Equatable, CustomStringConvertible {
  /// What the goal asks for, as the chapter's README states it.
  public let statement: String
  /// What must hold in the sources for the goal to be met.
  public let checks: [SourceCheck]
  /// What `workbook hint` and `verify` say about the goal while it is not met (nil: no hint; the
  /// conformance checks require one for a chapter's goals).
  public let hint: GoalHint?

  public init(_ statement: String, _ checks: [SourceCheck], hint: GoalHint? = nil) {
    self.statement = statement
    self.checks = checks
    self.hint = hint
  }

  public init(_ statement: String, _ checks: SourceCheck..., hint: GoalHint? = nil) {
    self.init(statement, checks, hint: hint)
  }

  /// The statement: how parameterised tests name their cases.
  public var description: String { statement }

  /// Checks the goal against a variant's sources.
  public func evaluate(in sources: SwiftSources) -> GoalResult {
    evaluate(in: GoalEvidence(sources: sources))
  }

  /// Checks the goal against a variant's sources and tests. A check that runs tests runs them
  /// only once the checks before it hold: a goal not met in the sources costs no test run.
  public func evaluate(in evidence: GoalEvidence) -> GoalResult {
    var findings: [String] = []
    for check in checks {
      let runsNoTests = GoalEvidence(sources: evidence.sources, tests: evidence.tests)
      findings += check.findings(in: findings.isEmpty ? evidence : runsNoTests)
    }
    return GoalResult(statement: statement, findings: findings, hint: hint)
  }

  /// Checks goals against the sources in a folder; if the folder cannot be read, every goal
  /// fails, saying why.
  public static func results(of goals: [RefactoringGoal], in folder: URL) -> [GoalResult] {
    goals.isEmpty ? [] : GoalCheckup(goals: goals, architectures: [], folder: folder).results
  }
}

/// Whether a goal is met, and if not, what was found where.
public struct GoalResult: Sendable, Equatable, Codable {
  /// The goal's statement.
  public let statement: String
  /// Why the goal is not met, one line each, naming the file and line where that applies
  /// ("Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:153: PropertyListEncoder —
  /// let archive = …"). Empty when met.
  public let findings: [String]
  /// What to say while the goal is not met.
  public let hint: GoalHint?

  public init(statement: String, findings: [String], hint: GoalHint? = nil) {
    self.statement = statement
    self.findings = findings
    self.hint = hint
  }

  /// Whether every check of the goal holds.
  public var isMet: Bool { findings.isEmpty }
}

/// One checkable fact about a variant's sources.
public enum SourceCheck: Sendable, Equatable {
  /// None of these words or phrases appears in the scope's code.
  case lacks([String], in: SourceScope)
  /// Every one of these words or phrases appears in the scope's code.
  case contains([String], in: SourceScope)
  /// At least `atLeast` declarations matching the pattern exist in the scope (for types, that
  /// many distinct types).
  case declares(DeclarationPattern, in: SourceScope = .everywhere, atLeast: Int = 1)
  /// The scope has at most this many lines of code: a file's lines, or the lines inside a
  /// type's or a function's braces (every function the scope names). Blank lines and comments do
  /// not count.
  case atMost(Int, linesIn: SourceScope)
  /// A test of the variant — a file of its chapter's test target that imports the variant's
  /// module and declares a `@Test` — names a type matching one of these patterns; and, where
  /// tests are run (`verify`, `hint`), the suites of those files pass.
  case tested(naming: [String])
  /// At least `atLeast` types matching the pattern are used: each is named outside its own
  /// declaration and extensions, in the sources or in the variant's tests (an in-memory store
  /// nothing uses is not a second implementation).
  case used(DeclarationPattern, atLeast: Int)
}

/// Where a check looks.
public enum SourceScope: Sendable, Equatable, CustomStringConvertible {
  /// Every file.
  case everywhere
  /// The file with this name (or path relative to the variant's folder).
  case file(String)
  /// The type with this name: its declaration and its extensions, in whatever file. The name may
  /// use `*` for any run of characters.
  case type(String)
  /// The function (or `init`) with this name among the members of a type (`*` for all of them).
  case function(String, in: String)

  public var description: String {
    switch self {
    case .everywhere: "the sources"
    case .file(let name): name
    case .type(let name): name
    case .function(let name, let type): name == "*" ? "the methods of \(type)" : "\(type).\(name)()"
    }
  }
}

/// What declaration a `declares` check looks for. Names may use `*` for any run of characters.
public struct DeclarationPattern: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A class, struct, enum or actor.
    case type
    case `protocol`
    /// A `func` (or `init`).
    case function
    /// A `var` or `let`.
    case property
  }

  public let kind: Kind
  public let name: String
  /// For types: the name of a protocol that one of the type's declarations or extensions adopts,
  /// which must be declared in the same sources (`"*"`: any protocol of the variant's own).
  public let conformance: String?
  /// Whether it must be `private` or `fileprivate`.
  public let isPrivate: Bool

  /// A class, struct, enum or actor; with `conformingTo`, one that adopts (in its declaration or
  /// an extension) a protocol of that name declared in the same sources.
  public static func type(_ name: String, conformingTo protocolName: String? = nil) -> DeclarationPattern {
    DeclarationPattern(kind: .type, name: name, conformance: protocolName, isPrivate: false)
  }

  public static func `protocol`(_ name: String) -> DeclarationPattern {
    DeclarationPattern(kind: .protocol, name: name, conformance: nil, isPrivate: false)
  }

  public static func function(_ name: String, isPrivate: Bool = false) -> DeclarationPattern {
    DeclarationPattern(kind: .function, name: name, conformance: nil, isPrivate: isPrivate)
  }

  public static func property(_ name: String, isPrivate: Bool = false) -> DeclarationPattern {
    DeclarationPattern(kind: .property, name: name, conformance: nil, isPrivate: isPrivate)
  }

  /// "protocol named *Storage", "type conforming to a protocol declared in these sources",
  /// "private property textField".
  public var description: String {
    var text = isPrivate ? "private " : ""
    switch kind {
    case .type: text += name == "*" ? "type" : "type named \(name)"
    case .protocol: text += name == "*" ? "protocol" : "protocol named \(name)"
    case .function: text += "func \(name)()"
    case .property: text += "property \(name)"
    }
    if let conformance {
      text +=
        conformance == "*"
        ? " conforming to a protocol declared in these sources"
        : " conforming to a protocol named \(conformance) declared in these sources"
    }
    return text
  }
}
