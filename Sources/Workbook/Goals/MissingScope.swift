/// A scope that names nothing in the sources: a goal cannot hold about a type that is not there.
struct MissingScope: Error, CustomStringConvertible {
  let description: String
}
