import Foundation

/// A decoder that turns `Data` into a `Decodable` value, such as `JSONDecoder` or
/// `PropertyListDecoder`; used by ``ObservableType/decode(type:decoder:)``.
public protocol DataDecoder {
    /// Decodes a value of type `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded bytes.
    /// - Returns: The decoded value.
    /// - Throws: When `data` does not hold a valid encoding of `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into a value of type `type` with `decoder`.
    ///
    /// Emits one decoded value per element. Completes when the source completes and fails when
    /// it fails; a decoding error ends the sequence with that error. Events are sent on the
    /// source's scheduler. `decoder` may be used by several subscriptions at once, each on its own
    /// thread: pass a decoder that is safe to use that way (`JSONDecoder` and `PropertyListDecoder`
    /// are, as long as their settings are not changed meanwhile).
    ///
    /// ```
    /// source:                                  --d1--d2--|     d1 = {"id":1}, d2 = {"id":2}
    /// decode(type: Item.self, decoder: json):  --i1--i2--|
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode each element into.
    ///   - decoder: The decoder to use.
    /// - Returns: The sequence of decoded values.
    @inlinable
    public func decode<Item: Decodable, Decoder: DataDecoder>(
        type: Item.Type,
        decoder: Decoder
    ) -> Observable<Item> {
        DecodeProducer<Item, Decoder>(source: asObservable(), decoder: decoder)
    }
}

@usableFromInline
final class DecodeProducer<Item: Decodable, Decoder: DataDecoder>: Producer<Item>, @unchecked Sendable {
    // Immutable after init; the decoder's own thread safety is the caller's (see `decode`).
    @usableFromInline
    let source: Observable<Data>
    @usableFromInline
    let decoder: Decoder

    @inlinable
    convenience init(source: Observable<Data>, decoder: Decoder) {
        self.init(source: source, decoder: decoder) { producer, observer in
            let me = unsafeDowncast(producer, to: DecodeProducer<Item, Decoder>.self)
            let sink = DecodeSink<Item, Decoder>(observer: consume observer, decoder: me.decoder)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Data>, decoder: Decoder, run: @escaping Run) {
        self.source = source
        self.decoder = decoder
        super.init(run: run)
    }
}

@usableFromInline
final class DecodeSink<Item: Decodable, Decoder: DataDecoder>: Sink<Item>, @unchecked Sendable {
    // Immutable after init; used only in `on(_:)`, which the source calls serially.
    @usableFromInline
    let decoder: Decoder

    @inlinable
    init(observer: @escaping Downstream<Item>, decoder: Decoder) {
        self.decoder = decoder
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Data>) {
        switch event {
        case .next(let data):
            do {
                forwardNext(try decoder.decode(Item.self, from: data))
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
