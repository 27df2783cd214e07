import Foundation

/// A variant's source folder could not be read.
public enum SourceFolderError: Error, Equatable, CustomStringConvertible {
  case noSuchFolder(String)

  public var description: String {
    switch self {
    case .noSuchFolder(let path): "no source folder at \(path)"
    }
  }
}
