import CoreLocation
import SwiftUI

struct StorePickerView: View {
    var body: some View {
        Form {
            Section("Pickup") {
                Text(StoreLocator.shared.nearestStoreName)
            }
        }
        .navigationTitle("Store")
    }
}

#Preview("Cupertino") {
    StoreLocator.shared = StoreLocator(fixedLocation: CLLocation(latitude: 37.33, longitude: -122.01))
    return StorePickerView()
}
