import UIKit

final class ShippingViewController: UIViewController {
    private let optionControl = UISegmentedControl(items: ShippingOption.allCases.map(\.rawValue.capitalized))
    private let addressForm = AddressFormView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
        optionControl.selectedSegmentIndex = ShippingOption.allCases.firstIndex(of: CheckoutSession.shared.shippingOption) ?? 0
        optionControl.addTarget(self, action: #selector(optionChanged), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Continue", style: .done, target: self, action: #selector(continueTapped))
    }

    @objc private func optionChanged() {
        CheckoutSession.shared.shippingOption = ShippingOption.allCases[optionControl.selectedSegmentIndex]
        Haptics.shared.selectionChanged()
    }

    @objc private func continueTapped() {
        guard let address = addressForm.address else {
            ToastPresenter.show("Please enter an address", in: view)
            return
        }
        CheckoutSession.shared.address = address
        navigationController?.pushViewController(PaymentViewController(), animated: true)
    }
}

final class AddressFormView: UIView {
    var address: Address?
}
