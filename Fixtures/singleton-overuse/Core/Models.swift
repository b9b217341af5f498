import Foundation

struct Product: Identifiable, Hashable, Codable {
    let id: String
    var title: String
    var price: Decimal
    var imageURL: URL?
    var loyaltyPoints: Int

    static let preview = Product(id: "p-100", title: "Canvas Tote", price: 24, imageURL: nil, loyaltyPoints: 24)
}

struct CartItem: Identifiable, Hashable {
    var id: String { product.id }
    let product: Product
    var quantity: Int

    static let sample = CartItem(product: .preview, quantity: 2)
}

enum ShippingOption: String, CaseIterable {
    case standard, express, pickup
}

struct Address: Hashable {
    var name: String
    var line1: String
    var line2: String?
    var city: String
    var postalCode: String
}

struct Order: Identifiable {
    let id: String
    let items: [CartItem]
    let total: Decimal
    let earnedPoints: Int
    let placedAt: Date
}

struct User {
    let id: String
    var firstName: String
    var email: String

    static let preview = User(id: "u-1", firstName: "Ada", email: "ada@example.com")
}

enum PaymentMethod {
    case applePay
    case card(last4: String)
    case giftCard(code: String)
}
