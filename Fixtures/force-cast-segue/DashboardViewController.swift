import UIKit

/// Container scene: the storyboard embeds the timeline and the favorites strip.
final class DashboardViewController: UIViewController {

    private var favoritesCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // not reported: children cast outside prepare/shouldPerform/unwind
        let timeline = children.first as! TimelineViewController
        timeline.reload()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // embed segues fire before viewDidLoad
        if segue.identifier == "embedTimeline" {
            let timeline = segue.destination as! TimelineViewController   // expect: force-cast-segue "crashes when the segue's scene gets another class"
            timeline.showsHeader = false
        } else if segue.identifier == "embedFavorites" {
            // not reported: conditional cast
            if let favorites = segue.destination as? FavoritesStripViewController {
                favoritesCount = favorites.count
            }
        }
    }

    @IBAction func unwindToDashboard(_ segue: UIStoryboardSegue) {
        // `children.first` is treated like `children[0]` (see README)
        let timeline = children.first as! TimelineViewController   // expect: force-cast-segue
        timeline.reload()
    }
}

final class TimelineViewController: UICollectionViewController {
    var showsHeader = true

    func reload() {
        collectionView.reloadData()
    }
}

final class FavoritesStripViewController: UICollectionViewController {
    var count: Int { collectionView.numberOfItems(inSection: 0) }
}

final class RecipeCardViewController: UIViewController {
    var cornerRadius: CGFloat = 0
}

/// Custom segue that presents a recipe as a card. Inside a segue subclass, `destination` is
/// the segue's own destination, so it is the same `segue.destination` form (see README).
final class CardPresentationSegue: UIStoryboardSegue {
    override func perform() {
        let card = destination as! RecipeCardViewController   // expect: force-cast-segue
        card.cornerRadius = 16
        card.modalPresentationStyle = .pageSheet
        source.present(card, animated: true)
    }
}
