/// An error that stops `workbook watch`, with what to say.
struct WatchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
