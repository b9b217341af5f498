import ReactiveCocoa
import ReactiveSwift
import UIKit

/// A sign-up form bound to its view model with ReactiveSwift. A signal keeps its observers
/// until it completes, so an observer closure that captures the controller, on a signal the
/// controller's own view model keeps, is a retain cycle: controller → view model → signal →
/// observer → controller.
final class SignUpViewController: UIViewController {
    private let viewModel = SignUpViewModel()
    private let emailField = UITextField()
    private let submitButton = UIButton(type: .system)
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()

        // Reported: the view model's output signal keeps the observer, which keeps self.
        viewModel.outputs.isFormValid.observeValues { isValid in   // expect: strong-self-capture "observed by 'observeValues' on a signal of 'viewModel.outputs.isFormValid'"
            self.submitButton.isEnabled = isValid
        }

        // Reported: starting the property's producer adds an observer to the property.
        viewModel.errorMessage.producer.skipRepeats().startWithValues { message in   // expect: strong-self-capture "startWithValues"
            self.errorLabel.text = message
        }

        // Not reported: `take(during:)` ends the signal when the controller's lifetime ends.
        viewModel.outputs.didSignUp
            .take(during: reactive.lifetime)
            .observeValues { _ in
                self.dismiss(animated: true)
            }

        // Not reported: the observer holds the controller weakly.
        viewModel.outputs.isSubmitting.observeValues { [weak self] submitting in
            self?.submitButton.isEnabled = !submitting
        }

        // Not reported: the signal of a producer made here is not kept by anything self owns.
        SignalProducer<String, Never>(value: "hello").startWithValues { greeting in
            self.title = greeting
        }

        emailField.reactive.continuousTextValues.observeValues { text in   // expect: strong-self-capture "'emailField.reactive.continuousTextValues', which self owns"
            self.viewModel.inputs.emailChanged(text)
        }
    }
}

final class SignUpViewModel {
    struct Outputs {
        let isFormValid: Signal<Bool, Never>
        let isSubmitting: Signal<Bool, Never>
        let didSignUp: Signal<Void, Never>
    }

    struct Inputs {
        let emailObserver: Signal<String, Never>.Observer
        func emailChanged(_ text: String) { emailObserver.send(value: text) }
    }

    let errorMessage = MutableProperty<String?>(nil)
    let outputs: Outputs
    let inputs: Inputs

    init() {
        let (email, emailObserver) = Signal<String, Never>.pipe()
        let (submitting, _) = Signal<Bool, Never>.pipe()
        let (signedUp, _) = Signal<Void, Never>.pipe()
        outputs = Outputs(isFormValid: email.map { $0.contains("@") }, isSubmitting: submitting, didSignUp: signedUp)
        inputs = Inputs(emailObserver: emailObserver)
    }
}
