import UIKit

protocol FilterBarDelegate: AnyObject {
    func filterBar(_ bar: FilterBarView, didSelect filter: EpisodeFilter)
}

final class FilterBarView: UIView {
    // the subclasses of EpisodeListBaseViewController (which adopts the protocol) hand
    // themselves to it, and the base controller owns the bar
    var delegate: FilterBarDelegate?   // expect: strong-delegate

    private let segments = UISegmentedControl(items: EpisodeFilter.allCases.map(\.rawValue))

    @IBAction private func segmentChanged(_ sender: UISegmentedControl) {
        delegate?.filterBar(self, didSelect: EpisodeFilter.allCases[sender.selectedSegmentIndex])
    }
}

/// Shared base of the episode list screens.
class EpisodeListBaseViewController: UIViewController, FilterBarDelegate {
    let filterBar = FilterBarView()
    private(set) var filter: EpisodeFilter = .all

    func filterBar(_ bar: FilterBarView, didSelect filter: EpisodeFilter) {
        self.filter = filter
        applyFilter()
    }

    func applyFilter() {}
}

/// The "nothing here yet" footer of the episode lists; talks to the list that shows it.
final class EpisodeListFooterView: UIView {
    // a class type (the lists' base class), not a protocol: left alone, although a subclass
    // hands itself to it (see README)
    var delegate: EpisodeListBaseViewController?

    @IBAction private func browseTapped(_ sender: UIButton) {
        delegate?.applyFilter()
    }
}
