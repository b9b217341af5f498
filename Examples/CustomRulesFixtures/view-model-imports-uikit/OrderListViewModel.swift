import Foundation
#if canImport(UIKit)
import class UIKit.UIImage // expect: view-model-imports-uikit
#endif

/// A protocol and a struct named like view models count too, and so does a conditional,
/// single-symbol import.
protocol OrderListViewModelProtocol: AnyObject {
    var rows: [OrderRowViewModel] { get }
    func refresh()
}

struct OrderRowViewModel: Hashable {
    let orderNumber: String
    let statusText: String
    #if canImport(UIKit)
    var thumbnail: UIImage?
    #endif
}
