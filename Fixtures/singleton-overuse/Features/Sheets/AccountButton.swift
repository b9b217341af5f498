import SwiftUI

struct AccountButton: View {
    var body: some View {
        Button("Account") {
            StoreSheetRouter.shared.presented = .account
            StoreBannerState.shared.message = "Signed in"
        }
    }
}
