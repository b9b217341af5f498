import MapKit
import SwiftUI

/// A SwiftUI wrapper around the trail map. SwiftUI calls `makeUIView` each time the view is put on
/// screen anew (every push of the trail screen), so a registration there adds one more observer
/// per visit.
struct TrailMapView: UIViewRepresentable {
    let trail: Trail

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.showsUserLocation = true
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in   // expect: discarded-observation-token "'NotificationCenter.default.removeObserver\(_:\)' in 'dismantleUIView\(_:coordinator:\)', keeping it in the coordinator until then; 'makeUIView' runs each time SwiftUI shows the view anew, so each run adds one more observer"
            mapView.removeOverlays(mapView.overlays)
        }
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeOverlays(mapView.overlays)
        mapView.addOverlay(trail.polyline)
    }
}

struct Trail {
    let name: String
    let polyline: MKPolyline
}
