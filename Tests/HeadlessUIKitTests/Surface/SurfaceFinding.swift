/// One way the lessons or HeadlessUIKit part from UIKit: where, which declaration, what the
/// list says.
struct SurfaceFinding: CustomStringConvertible, Equatable, Sendable {
  enum Rule: String, CaseIterable, Sendable {
    /// A lesson uses a HeadlessUIKit or HeadlessCoreData declaration the list lacks.
    case listed
    /// HeadlessUIKit's declaration differs from the list's.
    case sameAsUIKit
    /// A lesson uses a declaration newer than its chapter's deployment target.
    case available
    /// A lesson file that translates nothing names the workbook's own parts.
    case translations
    /// A listed declaration no lesson uses (nor any used one's type or superclass).
    case used
  }

  let rule: Rule
  /// Repository-relative.
  let file: String
  let line: Int
  let declaration: String
  let message: String

  var description: String { "\(file):\(line): \(declaration): \(message)" }
}
