import Combine
import UIKit

/// A value the interface binds to: `sink` keeps the subscription in the property itself and
/// returns nothing, so a call of it has no token to discard.
final class BoundValue<Value> {
    @Published private(set) var value: Value
    private var cancellables = Set<AnyCancellable>()

    init(_ value: Value) {
        self.value = value
    }

    func sink(_ receiveValue: @escaping (Value) -> Void) {
        $value.sink(receiveValue: receiveValue).store(in: &cancellables)
    }
}

final class BoundLabelCell: UITableViewCell {
    private let detailLabel = UILabel()

    var detail: BoundValue<String?>? {
        didSet {
            // Not reported: the closure names no parameters (it reads `$0`), so it fits the
            // tree's `sink(_:)`, which returns nothing.
            detail?.sink { [weak self] in
                self?.detailLabel.text = $0
            }
        }
    }
}
