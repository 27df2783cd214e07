final class UpcomingTasksPresenter {}
