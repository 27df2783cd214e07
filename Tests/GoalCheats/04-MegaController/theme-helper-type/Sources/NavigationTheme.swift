struct NavigationTheme {
  let painter = BarPainter()
}
