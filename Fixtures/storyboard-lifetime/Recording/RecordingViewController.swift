import UIKit

/// The second tab of the storyboard's tab bar controller: made at launch, once. Its
/// `viewDidLoad` registration is not reported, and neither is its stats panel (a stored
/// property's initial value).
final class RecordingViewController: UIViewController {
    private let statsPanel = StatsPanel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statsPanel)
        NotificationCenter.default.addObserver(forName: .recordingDidPause, object: nil, queue: .main) { [weak self] _ in
            self?.title = "Paused"
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        statsPanel.refresh()
        navigationItem.prompt = TrailDetailViewController.visible?.trailID
        TrailDetailViewController.visible = nil
    }
}

/// Lives as long as the recording tab; but `refresh()` runs on every appearance of the tab and
/// makes a new formatter each time, so the formatter is not a process-lifetime object.
final class StatsPanel: UIView {
    private var formatter: SplitFormatter?
    private let splitsLabel = UILabel()

    func refresh() {
        formatter = SplitFormatter(panel: self)
        splitsLabel.text = formatter?.summary
    }
}

/// Each replaced formatter stays alive through its ticker's closure.
final class SplitFormatter {
    private unowned let panel: StatsPanel
    private let ticker = FrameTicker()
    private(set) var summary = ""

    init(panel: StatsPanel) {
        self.panel = panel
        ticker.onTick = {   // expect: strong-self-capture
            self.summary = Date().formatted(date: .omitted, time: .standard)
        }
    }
}
