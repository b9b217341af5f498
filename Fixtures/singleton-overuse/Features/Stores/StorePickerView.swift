import CoreLocation
import SwiftUI

struct StorePickerView: View {
    let stores: [String]

    var body: some View {
        Form {
            Section("Pickup") {
                Text(StoreLocator.shared.nearestStoreName)
            }
            Section("Other stores") {
                ForEach(stores, id: \.self) { store in
                    Button(store) {
                        StoreAnalyticsClient.configure(storeID: store)
                        StoreAnalyticsClient.current.track("store_selected")
                        StoreBranding.current = StoreBranding(name: "Shop \(store)")
                    }
                }
            }
        }
        .navigationTitle("Store")
    }
}

#Preview("Cupertino") {
    StoreLocator.shared = StoreLocator(fixedLocation: CLLocation(latitude: 37.33, longitude: -122.01))
    return StorePickerView(stores: ["Cupertino", "San Jose"])
}
