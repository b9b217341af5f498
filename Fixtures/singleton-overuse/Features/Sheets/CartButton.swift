import SwiftUI

struct CartButton: View {
    var body: some View {
        Button("Cart") {
            StoreSheetRouter.shared.presented = .cart
            StoreBannerState.shared.message = nil
        }
    }
}
