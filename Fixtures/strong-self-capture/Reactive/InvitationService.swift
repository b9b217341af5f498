import Foundation
import RxSwift

protocol InvitationNetworking {
    func post(_ body: Data, to url: URL) -> Observable<Data>
    func listen(to path: String) -> Observable<[String: Any]>
    func answers(room: String) -> Observable<String>
    func invitees(of room: String) -> Observable<String>
    func events(room: String) -> Observable<String>
    func upload(_ file: URL, to url: URL) -> Observable<Data>
    func read(_ file: URL) -> Observable<Data>
}

enum RoomEvent {
    case text(String)
    case closed
}

final class AnswerSocket {
    var onMessage: ((String) -> Void)?
    var onClose: (() -> Void)?
    var onEvent: ((RoomEvent) -> Void)?
    func connect(room: String) {}
    func disconnect() {}
}

/// The app's own wrappers: a POST written to end, and a listener that goes on until disposed.
final class InvitationNetworkService: InvitationNetworking {
    private let session = URLSession.shared
    private let database = RealtimeDatabase()

    func post(_ body: Data, to url: URL) -> Observable<Data> {
        Observable.create { emitter in
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.httpBody = body
            let task = self.session.dataTask(with: request) { data, _, error in
                if let error {
                    emitter.onError(error)
                    return
                }
                emitter.onNext(data ?? Data())
                emitter.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// An upload that removes its temporary file between the reply and the completion
    /// (`FileManager.default` is a member, not a `default:` label), and a read that completes
    /// in a `defer` on every path.
    func upload(_ file: URL, to url: URL) -> Observable<Data> {
        Observable.create { observer in
            let task = self.session.uploadTask(with: URLRequest(url: url), fromFile: file) { data, _, _ in
                observer.onNext(data ?? Data())
                try? FileManager.default.removeItem(at: file)
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    func read(_ file: URL) -> Observable<Data> {
        Observable.create { observer in
            defer { observer.onCompleted() }
            if let data = try? Data(contentsOf: file) {
                observer.onNext(data)
            }
            return Disposables.create()
        }
    }

    /// The room's invitees, sent one by one from a list and then completed.
    func invitees(of room: String) -> Observable<String> {
        Observable.create { observer in
            let all = ["ana", "ben"].map { "\(room)/\($0)" }
            all.forEach { observer.onNext($0) }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Sends every message of the room's socket, and completes only when the socket closes.
    func answers(room: String) -> Observable<String> {
        Observable.create { observer in
            let socket = AnswerSocket()
            socket.onMessage = { observer.onNext($0) }
            socket.onClose = { observer.onCompleted() }
            socket.connect(room: room)
            return Disposables.create { socket.disconnect() }
        }
    }

    /// One callback for every socket event: it sends on each message and completes on close,
    /// in different cases of one `switch`, so the sequence goes on while the socket is open.
    func events(room: String) -> Observable<String> {
        Observable.create { observer in
            let socket = AnswerSocket()
            socket.onEvent = { event in
                switch event {
                case .text(let message):
                    observer.onNext(message)
                case .closed:
                    observer.onCompleted()
                }
            }
            socket.connect(room: room)
            return Disposables.create { socket.disconnect() }
        }
    }

    func listen(to path: String) -> Observable<[String: Any]> {
        Observable.create { observer in
            let handle = self.database.observe(path) { value in
                observer.onNext(value)
            }
            return Disposables.create { self.database.removeObserver(handle) }
        }
    }
}

final class RealtimeDatabase {
    func observe(_ path: String, _ handler: @escaping ([String: Any]) -> Void) -> Int { 0 }
    func removeObserver(_ handle: Int) {}
}

final class InvitationUseCase {
    private let network: InvitationNetworking
    private let disposeBag = DisposeBag()
    private(set) var sent = false
    private(set) var accepted = false

    init(network: InvitationNetworking) {
        self.network = network
    }

    func send(_ invitation: Data, to url: URL) {
        // Not reported: `post` builds its sequence with `Observable.create` and completes it.
        network.post(invitation, to: url)
            .subscribe(onNext: { _ in
                self.sent = true
            })
            .disposed(by: disposeBag)
    }

    func sendAttachment(_ file: URL, to url: URL) {
        // Not reported: the upload completes after its reply, and the read in its `defer`.
        network.upload(file, to: url)
            .subscribe(onNext: { _ in
                self.sent = true
            })
            .disposed(by: disposeBag)
        network.read(file)
            .subscribe(onNext: { _ in
                self.sent = true
            })
            .disposed(by: disposeBag)
    }

    func countInvitees(in room: String) {
        // Not reported: the sequence sends a list and completes.
        network.invitees(of: room)
            .subscribe(onNext: { _ in
                self.sent = true
            })
            .disposed(by: disposeBag)
    }

    func followAnswers(in room: String) {
        network.answers(room: room)
            .subscribe(onNext: { answer in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.accepted = answer == "yes"
            })
            .disposed(by: disposeBag)
    }

    func followEvents(in room: String) {
        network.events(room: room)
            .subscribe(onNext: { message in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.accepted = message == "yes"
            })
            .disposed(by: disposeBag)
    }

    func waitForAnswer(at path: String) {
        network.listen(to: path)
            .subscribe(onNext: { value in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.accepted = value["accepted"] as? Bool ?? false
            })
            .disposed(by: disposeBag)
    }
}
