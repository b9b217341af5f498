import UIKit

/// The tokens live in a property whose `didSet` removes the previous ones: registering again
/// replaces them, and `observers = []` when the screen goes away removes the last set.
final class GlucoseChartController: UIViewController {
    private var observers: [Any] = [] {
        didSet {
            for observer in oldValue {
                NotificationCenter.default.removeObserver(observer)
            }
        }
    }
    private var unitObserver: NSObjectProtocol? {
        didSet {
            if let old = oldValue {
                NotificationCenter.default.removeObserver(old)
            }
        }
    }
    /// The same shape without the `didSet`: nothing ever removes these.
    private var legacyObservers: [Any] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observers = [
            NotificationCenter.default.addObserver(forName: .glucoseSamplesDidChange, object: nil, queue: .main) { [weak self] _ in
                self?.reloadChart()
            },
        ]
        unitObserver = NotificationCenter.default.addObserver(forName: .glucoseUnitDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.reloadChart()
        }
        legacyObservers = [
            NotificationCenter.default.addObserver(forName: .glucoseSamplesDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer "kept in 'legacyObservers'"
                self?.reloadChart()
            },
        ]
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observers = []
        unitObserver = nil
    }

    private func reloadChart() {}
}

extension Notification.Name {
    static let glucoseSamplesDidChange = Notification.Name("GlucoseSamplesDidChange")
    static let glucoseUnitDidChange = Notification.Name("GlucoseUnitDidChange")
}
