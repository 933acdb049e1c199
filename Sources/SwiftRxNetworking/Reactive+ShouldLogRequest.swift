import Foundation
import SwiftRx
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// Decides, for each request the `URLSession.rx` operators send, whether it is printed to
    /// standard output: first as a `curl` command that repeats it, then its outcome (status or
    /// error) and how long it took.
    ///
    /// By default it returns `true` in debug builds of SwiftRxNetworking and `false` in release
    /// builds. Set it once, early, for example to silence logging in tests or to log one host only:
    ///
    /// ```swift
    /// URLSession.rx.shouldLogRequest = { request in request.url?.host == "api.example.com" }
    /// ```
    ///
    /// It is read when each subscription starts its request, from whatever thread subscribes;
    /// setting it from any thread is safe.
    public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
        get { requestLogPolicy.withLock { $0 } }
        set { requestLogPolicy.withLock { $0 = newValue } }
    }
}

/// The decision ``SwiftRx/Reactive/shouldLogRequest`` reads and writes.
private let requestLogPolicy = Mutex<@Sendable (URLRequest) -> Bool>({ _ in
    #if DEBUG
        return true
    #else
        return false
    #endif
})

/// The log of one request the `URLSession.rx` operators send, when ``SwiftRx/Reactive/shouldLogRequest``
/// asks for it.
struct RequestLog: Sendable {
    let started: ContinuousClock.Instant

    /// Prints `request` as a `curl` command and returns the log to finish, or `nil` when the request
    /// is not to be logged.
    static func start(_ request: URLRequest) -> RequestLog? {
        guard Reactive<URLSession>.shouldLogRequest(request) else { return nil }
        print(curlCommand(for: request))
        return RequestLog(started: .now)
    }

    /// Prints how the request ended and how long it took.
    func finish(response: URLResponse?, error: (any Error)?) {
        print(Self.outcome(response: response, error: error, after: started.duration(to: .now)))
    }

    /// A shell command that sends the same request with `curl`: method, headers, body and URL.
    static func curlCommand(for request: URLRequest) -> String {
        var words = ["curl"]
        if let method = request.httpMethod, method != "GET" {
            words.append("-X \(method)")
        }
        let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
        for (field, value) in headers {
            words.append("-H \(shellQuoted("\(field): \(value)"))")
        }
        if let body = request.httpBody, !body.isEmpty {
            words.append("--data-binary \(shellQuoted(String(decoding: body, as: UTF8.self)))")
        }
        words.append(shellQuoted(request.url?.absoluteString ?? ""))
        return words.joined(separator: " ")
    }

    /// One line saying how a request ended: its HTTP status, or its error, and the time it took.
    static func outcome(response: URLResponse?, error: (any Error)?, after elapsed: Duration) -> String {
        let milliseconds = Int(elapsed / .milliseconds(1))
        if let error {
            return "URLSession.rx: failed after \(milliseconds) ms: \(error)"
        }
        guard let http = response as? HTTPURLResponse else {
            return "URLSession.rx: a non-HTTP response after \(milliseconds) ms"
        }
        let verdict = (200..<300).contains(http.statusCode) ? "succeeded" : "failed"
        return "URLSession.rx: \(verdict) with HTTP status \(http.statusCode) after \(milliseconds) ms"
    }

    /// `text` in single quotes for a POSIX shell, with the single quotes inside it escaped.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
