import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The errors of the `URLSession.rx` requests (``SwiftRx/Reactive/response(request:)`` and the
/// operators built on it), under RxCocoa's name so that code matching them compiles unchanged.
public enum RxCocoaURLError: Error, CustomDebugStringConvertible {
    /// The session reported neither a response and data nor an error.
    case unknown
    /// The response is not an HTTP response (for example a `file:` or custom-scheme URL).
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status outside `200..<300`; `data` is the body it sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be read as JSON; `error` is what `JSONSerialization` threw.
    case deserializationError(error: any Error)

    /// What went wrong, with the response, status or underlying error involved.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaURLError: the request ended with neither a response nor an error."
        case .nonHTTPResponse(let response):
            return "RxCocoaURLError: \(response.url?.absoluteString ?? "the request") did not answer over HTTP."
        case .httpRequestFailed(let response, let data):
            let body = data.map { "\($0.count) bytes of body" } ?? "no body"
            return "RxCocoaURLError: \(response.url?.absoluteString ?? "the request") answered with "
                + "HTTP status \(response.statusCode) (\(body))."
        case .deserializationError(let error):
            return "RxCocoaURLError: the response body is not valid JSON: \(error)"
        }
    }
}
