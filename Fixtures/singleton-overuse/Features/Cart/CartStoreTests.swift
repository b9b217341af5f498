import Testing
@testable import Shop

@MainActor
struct CartStoreTests {
    @Test func addingTwiceIncreasesQuantity() {
        CartStore.shared.items = []
        CartStore.shared.add(.preview)
        CartStore.shared.add(.preview)
        #expect(CartStore.shared.items.first?.quantity == 2)
    }

    @Test func promoCodeIsClearedWithTheCart() {
        CartStore.shared.items.append(.sample)
        CartStore.shared.promoCode = "SAVE10"
        CartStore.shared.clear()
        #expect(CartStore.shared.promoCode == nil)
    }
}
