import Workbook

/// What `ListPostsViewController` does in step 0: the lesson's ten responsibilities (its table "where
/// the ten responsibilities end up"), rows 4 and 5 and rows 6 and 7 each one here, and the dates'
/// format, each by the identifiers that give it away in every step.
let responsibilities: [Responsibility] = [
  Responsibility("Get the logged-in user", symbols: ["loggedInUser"]),
  Responsibility("Find the user's followers", symbols: ["followersForUser"]),
  Responsibility("Fetch each follower's posts", symbols: ["fetchPostsForUser"]),
  Responsibility("Aggregate, until the last follower", symbols: ["allFollowerPosts"]),
  Responsibility("Sort, keep the first five", symbols: ["sorted", "prefix"]),
  Responsibility("Refresh the table view", symbols: ["reloadData"]),
  Responsibility("Show or hide the Login button", symbols: ["isHidden"]),
  Responsibility("Alert on error", symbols: ["UIAlertController", "UIAlertAction"]),
  Responsibility("Format dates", symbols: ["DateFormatter", "dateStyle", "timeStyle"]),
  Responsibility(
    "The table's rows and cells", symbols: ["numberOfRowsInSection", "cellForRowAt", "dequeueReusableCell"]),
]
