import Foundation

extension NSObjectProtocol {
    /// Stops the block observation this token stands for.
    func invalidate() {
        NotificationCenter.default.removeObserver(self)
    }
}

extension Notification.Name {
    static let temperatureUnitDidChange = Notification.Name("TemperatureUnitDidChange")
    static let humidityUnitDidChange = Notification.Name("HumidityUnitDidChange")
    static let sensorNameDidChange = Notification.Name("SensorNameDidChange")
}

/// One per sensor settings screen. Its tokens are stopped with the project's `invalidate()`,
/// which removes each from the notification center: not reported. The name token is never
/// stopped: reported.
final class SensorSettingsPresenter {
    private var temperatureUnitToken: NSObjectProtocol?
    private var humidityUnitToken: NSObjectProtocol?
    private var sensorNameToken: NSObjectProtocol?
    private(set) var unitsChanged = 0
    private(set) var name = ""

    deinit {
        [temperatureUnitToken, humidityUnitToken].forEach { $0?.invalidate() }
    }

    func startObserving() {
        temperatureUnitToken = NotificationCenter.default.addObserver(forName: .temperatureUnitDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.unitsChanged += 1
        }
        humidityUnitToken = NotificationCenter.default.addObserver(forName: .humidityUnitDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.unitsChanged += 1
        }
        sensorNameToken = NotificationCenter.default.addObserver(forName: .sensorNameDidChange, object: nil, queue: .main) { [weak self] note in   // expect: unremoved-observer "Observer token 'sensorNameToken'"
            self?.name = note.object as? String ?? ""
        }
    }
}
