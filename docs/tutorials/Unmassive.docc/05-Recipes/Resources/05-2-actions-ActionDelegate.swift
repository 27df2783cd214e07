@MainActor
protocol ActionDelegate: AnyObject {}
