import Combine
import UIKit

extension Notification.Name {
    static let preferencesDidSync = Notification.Name("PreferencesDidSync")
    static let subscriptionStatusChanged = Notification.Name("SubscriptionStatusChanged")
    static let settingsAccountDidChange = Notification.Name("SettingsAccountDidChange")
}

final class PreferencesStore {
    var quietHoursEnabled = false
    var reduceAutoplay = false
}

/// App settings: toggles, quiet hours, subscription and account rows.
final class SettingsViewController: UITableViewController {
    private let preferences: PreferencesStore
    private var localeToken: NSObjectProtocol?
    private var observerTokens: [NSObjectProtocol] = []

    init(preferences: PreferencesStore) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let localeToken {
            NotificationCenter.default.removeObserver(localeToken)
        }
        for token in observerTokens {
            NotificationCenter.default.removeObserver(token)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default

        // Result unused: the observer can never be removed.
        center.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            self?.refreshQuietHoursFooter()
        }

        // Explicitly discarded with `_ =`.
        _ = center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            self?.tableView.reloadData()
        }

        // Discarded AND the block captures self strongly: NotificationCenter keeps the block for the
        // life of the process, so strong-self-capture reports it as well (on the brace).
        center.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.reloadToggles()
        }

        // Not reported: kept in a property (and removed in deinit).
        localeToken = center.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.reloadFormattedValues()
        }

        // Not reported: appended to an array.
        observerTokens.append(center.addObserver(forName: .preferencesDidSync, object: preferences, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        })

        // Not reported: the project's NSObjectProtocol.store(in:) (ObservationToken+Store.swift),
        // chained after the trailing closure.
        center.addObserver(forName: .subscriptionStatusChanged, object: nil, queue: .main) { [weak self] note in
            self?.updateSubscriptionRow(from: note)
        }
        .store(in: &observerTokens)

        // Not reported: selector-based addObserver returns Void.
        center.addObserver(self, selector: #selector(reduceMotionChanged),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    func observeAccount(_ account: AnyObject) {
        // Not reported: kept in a local that is then stored.
        let token = NotificationCenter.default.addObserver(forName: .settingsAccountDidChange, object: account, queue: .main) { [weak self] _ in
            self?.tableView.reloadSections(IndexSet(integer: 2), with: .automatic)
        }
        observerTokens.append(token)
    }

    // MARK: - Updates

    private func refreshQuietHoursFooter() {
        tableView.reloadSections(IndexSet(integer: 1), with: .none)
    }

    private func reloadToggles() {
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
    }

    private func reloadFormattedValues() {
        tableView.reloadData()
    }

    private func updateSubscriptionRow(from note: Notification) {
        tableView.reloadRows(at: [IndexPath(row: 0, section: 3)], with: .automatic)
    }

    @objc private func reduceMotionChanged() {
        preferences.reduceAutoplay = UIAccessibility.isReduceMotionEnabled
    }
}
