// Swift 5 language mode sample: RxCocoa's URLSession.rx, from SwiftRxNetworking (on Linux URLSession
// is in FoundationNetworking). Typechecked by .ci/compat5; nothing here runs, so no request is sent.
import Foundation
import SwiftRx
import SwiftRxNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct Repo: Decodable {
    let name: String
}

final class RepoClient {
    let session = URLSession.shared
    let disposeBag = DisposeBag()

    func configureLogging() {
        URLSession.rx.shouldLogRequest = { request in request.url?.host == "api.example.com" }
        Reactive<URLSession>.shouldLogRequest = { _ in false }
    }

    func load(_ url: URL) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        session.rx.response(request: request)
            .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
            .disposed(by: disposeBag)
        let repos: Observable<[Repo]> = session.rx.data(request: request)
            .map { try JSONDecoder().decode([Repo].self, from: $0) }
        repos.subscribe(
            onNext: { print($0.map(\.name)) },
            onError: { error in
                if case RxCocoaURLError.httpRequestFailed(let response, let data) = error {
                    print(response.statusCode, data?.count ?? 0)
                }
            }
        )
        .disposed(by: disposeBag)
        _ = session.rx.json(request: request, options: [.fragmentsAllowed])
        _ = session.rx.json(request: request)
        _ = URLSession.shared.rx.json(url: url)
            .map { $0 as? [String: Any] ?? [:] }
            .catchAndReturn([:])
    }

    func describe(_ error: RxCocoaURLError) -> String {
        switch error {
        case .unknown: return "unknown"
        case .nonHTTPResponse(let response): return "\(response)"
        case .httpRequestFailed(let response, _): return "\(response.statusCode)"
        case .deserializationError(let error): return "\(error)"
        }
    }
}
