import Foundation

final class LoyaltyWallet {
    enum Tier { case member, silver, gold }

    static let shared = LoyaltyWallet()   // expect: singleton-overuse

    var points = UserDefaults.standard.integer(forKey: "loyaltyPoints") {
        didSet { UserDefaults.standard.set(points, forKey: "loyaltyPoints") }
    }

    var tier: Tier {
        switch points {
        case 5000...: return .gold
        case 1000...: return .silver
        default: return .member
        }
    }
}
