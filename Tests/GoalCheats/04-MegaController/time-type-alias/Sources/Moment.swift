import Foundation

typealias Moment = Date
