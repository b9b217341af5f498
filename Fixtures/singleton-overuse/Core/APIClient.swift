import Foundation

final class APIClient {
    enum Environment {
        case production, staging

        var baseURL: URL {
            switch self {
            case .production: return URL(string: "https://api.shop.example.com")!
            case .staging: return URL(string: "https://staging-api.shop.example.com")!
            }
        }
    }

    // Not reported: only the AppDelegate replaces it, at launch (configuration, not a data bus).
    static var shared = APIClient(environment: .production)

    let environment: Environment
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(environment: Environment, session: URLSession = .shared) {
        self.environment = environment
        self.session = session
    }

    func products(in category: String) async throws -> [Product] {
        let url = environment.baseURL.appendingPathComponent("categories/\(category)/products")
        let (data, _) = try await session.data(from: url)
        return try decoder.decode([Product].self, from: data)
    }

    func orders(for userID: String) async throws -> [Order] {
        []
    }

    func register(pushToken: Data) {
        var request = URLRequest(url: environment.baseURL.appendingPathComponent("devices"))
        request.httpMethod = "POST"
        request.httpBody = pushToken
        session.dataTask(with: request).resume()
    }
}
