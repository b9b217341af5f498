import Observation
import SwiftUI

enum StoreSheet: Identifiable {
    case cart, account
    var id: Self { self }
}

/// The app's sheet router: any screen presents a sheet by setting `presented`, and the root
/// view binds `.sheet(item: $router.presented)` to it. Observable state that views write
/// through bindings is SwiftUI's way of sharing it: not reported, although two other files
/// write it (`private(set)` would break the binding).
final class StoreSheetRouter: ObservableObject {
    static let shared = StoreSheetRouter()
    @Published var presented: StoreSheet?
}

/// The same with the Observation framework.
@Observable
final class StoreBannerState {
    static let shared = StoreBannerState()
    var message: String?
}
