final class UpcomingTasksRouter {}
