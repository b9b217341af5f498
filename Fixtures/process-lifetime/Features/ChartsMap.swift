import MapKit
import SwiftUI
import UIKit

/// The charts map, made once by the root split view and shown inside a SwiftUI panel that the
/// split view hosts (Features/PodcastSplitViewController.swift).
final class ChartsMapViewController: UIViewController {
    var onRegionChange: ((MKCoordinateRegion) -> Void)?
    private var region = MKCoordinateRegion()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the hosting controller's root view keeps this screen, and the split
        // view keeps the hosting controller, for as long as the app runs.
        onRegionChange = { region in
            self.region = region
            self.view.setNeedsLayout()
        }
    }
}

/// Made in the same `viewDidLoad`, but the badge only takes its title: nothing keeps it, so
/// its lifetime is not the split view's.
final class TrendingMapViewController: UIViewController {
    var onRegionChange: ((MKCoordinateRegion) -> Void)?
    private var region = MKCoordinateRegion()

    override func viewDidLoad() {
        super.viewDidLoad()
        onRegionChange = { region in   // expect: strong-self-capture
            self.region = region
        }
    }
}

struct ChartsPanel: UIViewControllerRepresentable {
    let map: ChartsMapViewController

    func makeUIViewController(context: Context) -> ChartsMapViewController { map }
    func updateUIViewController(_ controller: ChartsMapViewController, context: Context) {}
}

struct TrendingBadge: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "chart.line.uptrend.xyaxis")
    }
}
