import Foundation
import SwiftRx

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// Sends `request` when subscribed and emits the HTTP response with its body, then completes.
    ///
    /// Each subscription starts its own data task on the session; disposing the subscription before
    /// the answer arrives cancels the task. Any HTTP status is a success here (use
    /// ``data(request:)`` to fail on error statuses). Fails with the session's error (a
    /// `URLError` for a failed or cancelled transfer), with ``RxCocoaURLError/nonHTTPResponse(response:)``
    /// when the URL's protocol is not HTTP, or ``RxCocoaURLError/unknown`` when the session
    /// reports nothing usable. Events arrive on the session's delegate queue. When
    /// ``shouldLogRequest`` returns `true` for the request, the request is printed as a `curl`
    /// command and its outcome with the time it took.
    ///
    /// ```
    /// request:  ----(200, body)
    /// result:   ----((response, data))|
    /// ```
    ///
    /// - Parameter request: The request to send.
    /// - Returns: A single-element sequence of the response and its body.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let log = RequestLog.start(request)
            let task = session.dataTask(with: request) { data, response, error in
                log?.finish(response: response, error: error)
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((response: httpResponse, data: data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// Sends `request` when subscribed and emits the body of a successful answer, then completes.
    ///
    /// Like ``response(request:)``, and also fails with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)`` when the status is outside `200..<300`.
    /// Disposing the subscription cancels the request.
    ///
    /// ```
    /// request:  ----(200, body)        ----(404, page)
    /// result:   ----(body|)            ----#  httpRequestFailed
    /// ```
    ///
    /// - Parameter request: The request to send.
    /// - Returns: A single-element sequence of the response body.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard (200..<300).contains(response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// Sends `request` when subscribed and emits the body of a successful answer parsed as JSON,
    /// then completes.
    ///
    /// Like ``data(request:)``, and also fails with ``RxCocoaURLError/deserializationError(error:)``
    /// when `JSONSerialization` cannot read the body. The element is what `JSONSerialization`
    /// returns: dictionaries, arrays, strings, numbers and `NSNull`. Disposing the subscription
    /// cancels the request.
    ///
    /// ```
    /// request:  ----(200, {"a":1})     ----(200, "<html>")
    /// result:   ----(["a": 1]|)        ----#  deserializationError
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: How `JSONSerialization` reads the body; none by default.
    /// - Returns: A single-element sequence of the parsed body.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Sends a `GET` request for `url` when subscribed and emits the body of a successful answer
    /// parsed as JSON, then completes: ``json(request:options:)`` with a default `URLRequest`.
    ///
    /// ```
    /// request:  ----(200, [1,2])
    /// result:   ----([1, 2]|)
    /// ```
    ///
    /// - Parameter url: The URL to get.
    /// - Returns: A single-element sequence of the parsed body.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
