final class ListPostsWorker {}
