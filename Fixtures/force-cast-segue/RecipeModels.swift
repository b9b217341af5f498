import CoreGraphics
import Foundation
import QuartzCore
import Security

struct Recipe: Hashable {
    let id: String
    var title: String
    var minutes: Int
    var ingredients: [String]
}

enum RecipeParser {
    /// The bundled seed file is under our control; a crash here is a build problem, not navigation.
    static func seedRecipes(from data: Data) throws -> [Recipe] {
        let root = try JSONSerialization.jsonObject(with: data) as! [[String: Any]]   // not reported: plain model code
        return root.map { entry in
            Recipe(
                id: entry["id"] as! String,   // not reported: plain model code
                title: entry["title"] as? String ?? "",
                minutes: entry["minutes"] as? Int ?? 0,
                ingredients: entry["ingredients"] as? [String] ?? []
            )
        }
    }
}

enum RecipeImageRenderer {
    /// CoreFoundation types always bridge; these casts are the only way to write them.
    static func thumbnail(of layer: CALayer) -> CGImage? {
        guard let contents = layer.contents else { return nil }
        return (contents as! CGImage)   // not reported: CoreFoundation cast
    }

    static func signingKey(from item: CFTypeRef) -> SecKey {
        item as! SecKey   // not reported: CoreFoundation cast
    }
}
