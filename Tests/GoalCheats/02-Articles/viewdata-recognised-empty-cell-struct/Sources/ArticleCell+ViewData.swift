extension ArticleCell {
  struct ViewData {}
}
