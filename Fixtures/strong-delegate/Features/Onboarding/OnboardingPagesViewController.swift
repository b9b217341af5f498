import UIKit

/// What a screen's model tells its screen.
protocol ScreenModelDelegate: AnyObject {
    func modelDidUpdate()
}

/// A page of the onboarding flow; its model is one of several kinds.
protocol OnboardingPageModel {
    var delegate: ScreenModelDelegate? { get set }
    var title: String { get }
}

/// A page of the welcome tour: a title and nothing to load.
struct WelcomePage: OnboardingPageModel {
    weak var delegate: ScreenModelDelegate?
    let title: String

    static let tour = [
        WelcomePage(title: "Subscribe to the shows you love"),
        WelcomePage(title: "Download episodes for the road"),
        WelcomePage(title: "Pick up where you left off"),
    ]
}

/// Hands itself to each page's model: a receiver whose type the code does not show.
final class OnboardingPagesViewController: UIPageViewController, ScreenModelDelegate {
    private let pages: [OnboardingPageModel]

    init(pages: [OnboardingPageModel]) {
        self.pages = pages
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.forEach { model in
            var page = model
            page.delegate = self
        }
    }

    func modelDidUpdate() {}
}
