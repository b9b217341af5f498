import Combine
import Foundation
import RxSwift

/// Saves pump limits. `save(limits:)` answers at once when no pump is paired (a `Just`) and
/// otherwise once the pump confirms (a `Future` around one callback); both finish after one value.
final class PumpLimitsProvider {
    private let queue = DispatchQueue(label: "pump-limits")
    var pairedPump: PumpLink?

    func save(limits: PumpLimits) -> AnyPublisher<Void, Error> {
        guard let pump = pairedPump else {
            return Just(()).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        return Future { promise in
            pump.sync(limits) { result in promise(result) }
        }
        .eraseToAnyPublisher()
    }

    /// Through another function of the tree: as one-shot as `save(limits:)`.
    func saveDefaults() -> AnyPublisher<Void, Error> {
        save(limits: PumpLimits(maxBasal: 2, maxBolus: 10))
    }

    /// Never finishes: every change the pump reports.
    func limitChanges() -> AnyPublisher<PumpLimits, Never> {
        NotificationCenter.default.publisher(for: .pumpLimitsDidChange)
            .compactMap { $0.object as? PumpLimits }
            .eraseToAnyPublisher()
    }

    /// RxSwift's `Completable` completes once: by its declared type.
    func clearHistory() -> Completable {
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
    }
}

/// The limits screen's model: made for each visit.
final class PumpLimitsStateModel: ObservableObject {
    @Published var limits = PumpLimits(maxBasal: 2, maxBolus: 10)
    @Published var saving = false
    private let provider = PumpLimitsProvider()
    private var lifetime = Set<AnyCancellable>()
    private let disposeBag = DisposeBag()

    func save() {
        saving = true
        // Not reported: every `save(limits:)` of the tree returns a publisher that finishes.
        provider.save(limits: limits)
            .receive(on: DispatchQueue.main)
            .sink { _ in self.saving = false } receiveValue: { _ in }
            .store(in: &lifetime)
    }

    func resetToDefaults() {
        // Not reported: `saveDefaults()` returns `save(limits:)`.
        provider.saveDefaults()
            .sink { _ in self.saving = false } receiveValue: { _ in }
            .store(in: &lifetime)
        // Not reported: a `Completable`.
        provider.clearHistory()
            .subscribe(onCompleted: { self.saving = false })
            .disposed(by: disposeBag)
        // Not reported: `Observable.just` emits once and completes.
        Observable.just(limits)
            .subscribe(onNext: { self.limits = $0 })
            .disposed(by: disposeBag)
    }

    func follow() {
        provider.limitChanges()
            .receive(on: DispatchQueue.main)
            .sink { self.limits = $0 }   // expect: strong-self-capture
            .store(in: &lifetime)
    }
}

struct PumpLimits: Equatable {
    var maxBasal: Double
    var maxBolus: Double
}

protocol PumpLink: AnyObject {
    func sync(_ limits: PumpLimits, completion: @escaping (Result<Void, Error>) -> Void)
}

extension Notification.Name {
    static let pumpLimitsDidChange = Notification.Name("PumpLimitsDidChange")
}
