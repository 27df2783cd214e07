struct NavigationTheme {}
