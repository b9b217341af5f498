import Combine
import Foundation
import RxCocoa
import RxSwift

struct Receipt {
    let id: String
    let total: Decimal
}

enum UploadProgress {
    case sending(Double)
    case done(Receipt)
}

/// The expense app's receipt service: each call is one network request, built through a client
/// the tree does not show, so the model cannot tell from the types that the publishers finish.
protocol ReceiptService {
    func upload(_ image: Data) -> AnyPublisher<Receipt, Error>
    func categories() -> AnyPublisher<[String], Error>
    func sendReceipt(_ image: Data) -> Observable<UploadProgress>
    func receiptList() -> Observable<[Receipt]>
}

/// One per receipt being filed: the subscribers below are written for pipelines that end, and
/// the ones on endless sources are still reported.
final class ReceiptUploadViewModel {
    private let service: ReceiptService
    private var cancellables = Set<AnyCancellable>()
    private let disposeBag = DisposeBag()
    @Published var query = ""
    private let totals = PassthroughSubject<Decimal, Error>()
    private let selection = BehaviorRelay<Receipt?>(value: nil)
    let receipts: Observable<[Receipt]>
    private let feeEstimate: Single<Decimal>

    private(set) var uploaded: Receipt?
    private(set) var lastError: Error?
    private(set) var isUploading = false
    private(set) var categories: [String] = []
    private(set) var progress = 0.0

    init(service: ReceiptService) {
        self.service = service
        receipts = service.receiptList().share(replay: 1)
        feeEstimate = service.filingFee()
    }

    /// Not reported: the completion handler does something, so the request ends and the
    /// subscription lets go of both closures then.
    func upload(_ image: Data) {
        isUploading = true
        service.upload(image)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                self.isUploading = false
                if case .failure(let error) = completion { self.lastError = error }
            }, receiveValue: { receipt in
                self.uploaded = receipt
            })
            .store(in: &cancellables)
    }

    /// Not reported: the same with a `map { $0… }` on the way (`$0` is no `$published` source).
    func uploadTotal(_ image: Data) {
        service.upload(image)
            .map { $0.total }
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { self.lastError = error }
            }, receiveValue: { total in
                self.progress = NSDecimalNumber(decimal: total).doubleValue
            })
            .store(in: &cancellables)
    }

    /// Not reported: RxSwift's `onError:` on a chain that starts with a request.
    func send(_ image: Data) {
        service.sendReceipt(image)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { event in
                if case .sending(let fraction) = event { self.progress = fraction }
            }, onError: { error in
                self.lastError = error
            })
            .disposed(by: disposeBag)
    }

    /// Not reported: `subscribe(onSuccess:)` is a `Single`'s, which ends after its one event (the
    /// same reads a property: a `Single` kept there still ends).
    func estimateFee(for image: Data) {
        feeEstimate
            .subscribe(onSuccess: { fee in
                self.progress = NSDecimalNumber(decimal: fee).doubleValue
            }, onFailure: { error in
                self.lastError = error
            })
            .disposed(by: disposeBag)
    }

    /// Reported: `receiveCompletion: { _ in }` is only what the compiler asks for a failing
    /// publisher; it says nothing about the pipeline ending.
    func loadCategories() {
        service.categories()
            .sink(receiveCompletion: { _ in }, receiveValue: { names in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.categories = names
            })
            .store(in: &cancellables)
    }

    /// Reported: a `@Published` property never finishes, whatever the subscriber handles.
    func watchQuery() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink(receiveCompletion: { _ in print("query stream ended") }, receiveValue: { text in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.filter(by: text)
            })
            .store(in: &cancellables)
    }

    /// Reported: a subject the model keeps open, and a relay that never completes.
    func watchTotals() {
        totals
            .sink(receiveCompletion: { completion in print(completion) }, receiveValue: { total in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.progress = NSDecimalNumber(decimal: total).doubleValue
            })
            .store(in: &cancellables)
        selection
            .subscribe(onNext: { receipt in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.uploaded = receipt
            }, onCompleted: {
                print("selection ended")
            })
            .disposed(by: disposeBag)
    }

    /// Reported: `onError:` alone on a property's stream says nothing about it ending.
    func watchReceipts() {
        receipts
            .subscribe(onNext: { list in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.categories = list.map(\.id)
            }, onError: { error in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.lastError = error
            })
            .disposed(by: disposeBag)
    }

    private func filter(by text: String) {}
}
