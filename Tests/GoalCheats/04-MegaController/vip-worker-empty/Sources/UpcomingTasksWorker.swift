final class UpcomingTasksWorker {}
