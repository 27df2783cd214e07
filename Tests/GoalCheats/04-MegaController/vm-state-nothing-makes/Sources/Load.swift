@MainActor
func loadTasks(into list: AnyObject) {}
