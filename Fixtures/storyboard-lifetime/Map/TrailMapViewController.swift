import UIKit

/// The root of the first tab: the storyboard's tab bar controller (its initial controller)
/// makes it through the navigation controller's root relationship, once, at launch. Its
/// registration in `viewDidLoad` happens once for the process, so the dropped token is not
/// reported.
final class TrailMapViewController: UIViewController {
    @IBOutlet private var canvasView: TrailCanvasView!
    @IBOutlet private var elevationBadge: ElevationBadgeView!
    @IBOutlet private var waypointTable: UITableView!
    private var weatherPanel: WeatherPanelViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        canvasView.setUp(with: self)
        setUpWeatherPanel()
        NotificationCenter.default.addObserver(forName: .trailsDidSync, object: nil, queue: .main) { [weak self] _ in
            self?.waypointTable.reloadData()
        }
    }

    /// The panel's storyboard identifier is its class name, spelled through a local constant.
    private func setUpWeatherPanel() {
        let identifier = String(describing: WeatherPanelViewController.self)
        weatherPanel = storyboard?.instantiateViewController(withIdentifier: identifier) as? WeatherPanelViewController
        guard let weatherPanel else { return }
        addChild(weatherPanel)
        view.addSubview(weatherPanel.view)
        weatherPanel.didMove(toParent: self)
    }

    @IBAction private func recordTapped(_ sender: UIBarButtonItem) {
        TrailTabBarController.current?.showRecording()
    }

    @IBAction private func settingsTapped(_ sender: UIBarButtonItem) {
        (UIApplication.shared.delegate as? AppDelegate)?.showSettings(from: self)
    }

    /// A new share screen for every tap: its scene is not a process-lifetime one.
    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        guard let share = storyboard?.instantiateViewController(withIdentifier: "ShareTrail") as? ShareTrailViewController else { return }
        share.trailName = title
        present(share, animated: true)
    }
}

/// Made once, by the map's `viewDidLoad`: its refresh timer runs for the life of the app, so
/// the timer it never invalidates is not reported.
final class WeatherPanelViewController: UIViewController {
    private var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshTimer = Timer.scheduledTimer(timeInterval: 600, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
    }

    @objc private func refresh() {}
}
