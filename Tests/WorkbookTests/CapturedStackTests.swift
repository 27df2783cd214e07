#if canImport(Runtime)
  import Runtime
  import Testing

  @testable import Workbook

  /// A stack is captured in windows, and symbolicated window by window only as far as the frame
  /// looked for: the windows must join with no frame lost or repeated, and reach past the first.
  struct CapturedStackTests {
    @Test func theWindowsJoinFrameByFrameUpToTheFrameLookedFor() throws {
      let depth = CapturedStack.windowSize + 2
      var names: [String] = []
      let line = try Self.outermost(depth) { stack in
        stack.first { symbol in
          names.append(symbol.name)
          return symbol.name.contains("outermost(") ? symbol.sourceLocation?.line : nil
        }
      }
      #expect(line == Self.outermostCallLine)
      #expect(names.count { $0.contains("recurse(") } == depth + 1, "\(names)")
    }

    static let outermostCallLine = #line + 3
    @inline(never)
    static func outermost(_ depth: Int, _ body: (CapturedStack) -> Int?) throws -> Int? {
      try recurse(depth, body)
    }

    @inline(never)
    static func recurse(_ depth: Int, _ body: (CapturedStack) -> Int?) throws -> Int? {
      let found = depth == 0 ? body(try CapturedStack.capture()) : try recurse(depth - 1, body)
      return found
    }
  }
#endif
