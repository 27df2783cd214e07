import Workbook

/// What the massive controller does, each by the identifiers that give it away in every step:
/// the chapter's page maps where each one goes.
let responsibilities: [Responsibility] = [
  Responsibility(
    "The table's rows and cells", symbols: ["numberOfRowsInSection", "cellForRowAt", "dequeueReusableCell"]),
  Responsibility("Adding an item", symbols: ["insertRows"]),
]
