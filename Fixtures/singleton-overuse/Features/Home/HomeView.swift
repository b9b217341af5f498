import SwiftUI

struct HomeView: View {
    @ObservedObject private var state = AppState.shared
    @ObservedObject private var promo = PromoBannerStore.shared

    var body: some View {
        NavigationStack {
            List {
                if let message = promo.message {
                    HStack {
                        Text(message)
                        Spacer()
                        Button("Dismiss") { PromoBannerStore.shared.dismiss("home") }
                    }
                }
                Section("Recently viewed") {
                    ForEach(RecentlyViewed.shared.latest, id: \.self) { id in
                        Text(id)
                    }
                }
                Section("Orders") {
                    ForEach(state.recentOrders) { order in
                        Text(OrderDateFormatter.shared.string(for: order.placedAt))
                    }
                }
            }
            .navigationTitle("Hi, \(AppState.shared.currentUser?.firstName ?? "there")")
            .refreshable { await AppState.shared.refresh() }
        }
    }
}

#Preview {
    PromoBannerStore.shared.message = "Summer sale: 30% off"
    return HomeView()
}
