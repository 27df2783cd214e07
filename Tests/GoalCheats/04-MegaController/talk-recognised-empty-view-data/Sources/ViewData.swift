struct ViewData {}
