#if canImport(Runtime)
  import Runtime

  /// The calling thread's innermost frames, captured as consecutive windows of a few frames each,
  /// so that finding the innermost frame that matters symbolicates only the windows up to it.
  /// Each frame's source location is a search of its image's line tables: 70 ms a frame in the
  /// 95 MB test bundle, where a whole backtrace of 64 frames took a crashing child 3 s (issue 27).
  struct CapturedStack {
    /// Frames per window, and windows: the 64 innermost frames, as `Backtrace.capture()` takes.
    static let windowSize = 8
    static let windowCount = 8

    /// The images, captured once: capturing them with every window would cost more than the
    /// windows themselves, and the variants' code is loaded before anything runs.
    private static let loadedImages = ImageMap.capture()

    let windows: [Backtrace]
    let images: ImageMap

    /// The caller's stack, from the frame that called this.
    @inline(never)
    static func capture() throws -> CapturedStack {
      let images = loadedImages
      var windows: [Backtrace] = []
      for index in 0..<windowCount {
        // One more than the window: a window cut short ends in a `.truncated` marker.
        let window = try Backtrace.capture(
          limit: windowSize + 1, offset: 1 + index * windowSize, top: 0, images: images)
        windows.append(window)
        if !window.frames.contains(where: Self.isTruncation) { break }
      }
      return CapturedStack(windows: windows, images: images)
    }

    /// The innermost frame `match` accepts, with its symbol; the windows after it are never
    /// symbolicated.
    func first<Found>(_ match: (SymbolicatedBacktrace.Symbol) -> Found?) -> Found? {
      for window in windows {
        for frame in window.symbolicated(with: images)?.frames ?? [] {
          if let symbol = frame.symbol, let found = match(symbol) { return found }
        }
      }
      return nil
    }

    private static func isTruncation(_ frame: Backtrace.Frame) -> Bool {
      if case .truncated = frame { return true }
      return false
    }
  }
#endif
