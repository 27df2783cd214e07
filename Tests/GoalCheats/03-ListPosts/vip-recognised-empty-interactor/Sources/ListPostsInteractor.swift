final class ListPostsInteractor {}
