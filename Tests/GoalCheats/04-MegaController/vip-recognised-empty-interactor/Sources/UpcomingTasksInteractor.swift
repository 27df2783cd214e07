final class UpcomingTasksInteractor {}
