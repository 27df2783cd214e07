final class LonelyPresenter {}
