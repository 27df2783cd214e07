import Workbook

/// What `ArticlesViewController` does in step 0, each by the identifiers that give it away in
/// every step: the responsibility map on the chapter's page locates each one step by step.
let responsibilities: [Responsibility] = [
  Responsibility("Requesting the articles", symbols: ["ApiClient"]),
  Responsibility("Pull to refresh", symbols: ["UIRefreshControl", "endRefreshing", "refreshControl"]),
  Responsibility(
    "The table's rows and cells", symbols: ["numberOfRowsInSection", "cellForRowAt", "dequeueReusableCell"]),
  Responsibility("What a row says", symbols: ["likesCount", "tags", "createdAt"]),
  Responsibility("Formatting dates", symbols: ["DateFormatter", "dateStyle", "timeStyle"]),
  Responsibility("Selecting a row", symbols: ["didSelectRowAt"]),
]
