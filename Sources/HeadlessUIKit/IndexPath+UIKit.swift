import Foundation

// What UIKit adds to Foundation's `IndexPath`, and Foundation on Linux lacks.

extension IndexPath {
  /// An index path for a row in a table view section, as UIKit adds it to Foundation.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section of a table view's row: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in its section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
