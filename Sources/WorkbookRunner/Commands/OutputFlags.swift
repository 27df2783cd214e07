/// The two flags of the commands that run every chapter (`workbook`, `workbook progress`):
/// `--json` for machine output, `--isolate` for every variant in a child process. Declared once,
/// read back once.
struct OutputFlags: Equatable {
  /// What such a command accepts, for its `CommandSignature`.
  static let accepted: [CommandSignature.Accepted] = [.flag(.json), .flag(.isolate)]

  var json = false
  var isolate = false

  init(json: Bool = false, isolate: Bool = false) {
    self.json = json
    self.isolate = isolate
  }

  init(_ arguments: ParsedArguments) {
    self.init(json: arguments[.json], isolate: arguments[.isolate])
  }
}
