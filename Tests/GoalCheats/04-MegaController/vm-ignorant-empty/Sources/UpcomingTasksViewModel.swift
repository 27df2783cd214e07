final class UpcomingTasksViewModel {}
