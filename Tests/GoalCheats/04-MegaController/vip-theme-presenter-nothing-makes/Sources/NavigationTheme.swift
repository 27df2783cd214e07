struct NavigationTheme {
  let numberOfImminentTasks: Int
}
