import Foundation
import HeadlessUIKit

/// The list, its data source inherited from a base class of its own.
final class ViewController: TaskListBase {}
