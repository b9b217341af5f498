import CoreLocation

/// Finds the nearest pickup store. The previews install one with a fixed location.
final class StoreLocator: NSObject, CLLocationManagerDelegate {
    static var shared = StoreLocator()

    private let manager = CLLocationManager()
    private let fixedLocation: CLLocation?
    private(set) var lastLocation: CLLocation?

    init(fixedLocation: CLLocation? = nil) {
        self.fixedLocation = fixedLocation
        super.init()
        manager.delegate = self
    }

    var nearestStoreName: String {
        guard let location = fixedLocation ?? lastLocation else { return "Choose a store" }
        return location.coordinate.latitude > 40 ? "Shop SoHo" : "Shop Union Square"
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}
