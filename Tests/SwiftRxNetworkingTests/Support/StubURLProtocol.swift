import Dispatch
import Foundation
import SwiftRx
import SwiftRxNetworking
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the stub answers to a request for one URL.
enum StubAnswer: Sendable {
    /// An HTTP response with this status and body.
    case http(status: Int, body: Data)
    /// A plain `URLResponse`, as a non-HTTP protocol gives.
    case nonHTTP(body: Data)
    /// A transfer error.
    case failure(URLError)
    /// Nothing, until the task is cancelled.
    case hang
}

/// A `URLProtocol` that answers requests from a table instead of the network, and records when each
/// request started and stopped loading. Register it in a session with ``StubURLProtocol/session()``;
/// give each test its own URL with ``StubURLProtocol/register(_:)``.
final class StubURLProtocol: URLProtocol {
    // `URLProtocol` instances are created and driven by the session's loading machinery; this
    // subclass adds no stored properties, only reads `request`/`client`, and keeps its shared state
    // in the locked table below.

    /// The answers and the loading records, by URL.
    private static let routes = Mutex<[URL: Route]>([:])

    /// Turns off the request log (on by default in debug builds) for the tests' requests, once,
    /// before the first stub session exists; the logging test turns it on for its own request.
    private static let logOff: Void = {
        URLSession.rx.shouldLogRequest = { _ in false }
    }()

    /// A session whose requests go to this stub only.
    static func session() -> URLSession {
        _ = logOff
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Registers `answer` under a new URL and returns the URL and its loading records.
    static func register(_ answer: StubAnswer, path: String = "resource") -> (url: URL, route: Route) {
        let url = URL(string: "http://stub.test/\(UUID().uuidString)/\(path)")!
        let route = Route(answer: answer)
        routes.withLock { $0[url] = route }
        return (url, route)
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "stub.test"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let route = Self.routes.withLock({ $0[url] }) else {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
            return
        }
        route.started.signal()
        route.startCount.add(1, ordering: .relaxed)
        switch route.answer {
        case .http(let status, let body):
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
            deliver(response, body)
        case .nonHTTP(let body):
            let response = URLResponse(
                url: url, mimeType: "text/plain", expectedContentLength: body.count, textEncodingName: nil)
            deliver(response, body)
        case .failure(let error):
            client?.urlProtocol(self, didFailWithError: error)
        case .hang:
            break
        }
    }

    override func stopLoading() {
        guard let url = request.url, let route = Self.routes.withLock({ $0[url] }) else { return }
        route.stopped.signal()
    }

    private func deliver(_ response: URLResponse, _ body: Data) {
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        if !body.isEmpty {
            client?.urlProtocol(self, didLoad: body)
        }
        client?.urlProtocolDidFinishLoading(self)
    }

    /// One URL's answer and what happened to its requests.
    final class Route: Sendable {
        let answer: StubAnswer
        /// Signalled each time a request for the URL starts loading.
        let started = DispatchSemaphore(value: 0)
        /// Signalled each time the session stops loading one (as it does when the task is cancelled).
        let stopped = DispatchSemaphore(value: 0)
        /// How many requests for the URL started loading.
        let startCount = Atomic<Int>(0)

        init(answer: StubAnswer) {
            self.answer = answer
        }

        /// Waits for a request to start loading; `false` if none did within 10 seconds.
        func waitUntilStarted() -> Bool {
            started.wait(timeout: .now() + 10) == .success
        }

        /// Waits for a request to stop loading; `false` if none did within 10 seconds.
        func waitUntilStopped() -> Bool {
            stopped.wait(timeout: .now() + 10) == .success
        }
    }
}
