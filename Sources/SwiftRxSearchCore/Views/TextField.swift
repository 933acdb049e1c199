import SwiftRx

/// A one-line text field: the query the person types.
///
/// Its text lives in a relay, so it can be read from any thread; it is edited on the main thread,
/// through the ``SwiftRx/Reactive/edit`` binder or by setting ``SwiftRx/Reactive/text``.
package final class TextField: ReactiveCompatible, Sendable {
    fileprivate let value = BehaviorRelay<String>(value: "")

    /// An empty field.
    package init() {}

    /// The current text.
    package var text: String { value.value }

    /// Applies an editing key: a character is appended, Backspace removes the last character,
    /// Ctrl-U clears the field; other keys leave it unchanged.
    ///
    /// - Returns: Whether the key was an editing key.
    @discardableResult
    package func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            value.accept(text + String(character))
        case .backspace:
            value.accept(String(text.dropLast()))
        case .ctrlU:
            value.accept("")
        default:
            return false
        }
        return true
    }

    /// Whether `key` edits the text (see ``apply(_:)``).
    package static func isEditing(_ key: Key) -> Bool {
        switch key {
        case .character, .backspace, .ctrlU: true
        default: false
        }
    }
}

extension Reactive where Base == TextField {
    /// The field's text, like `UITextField.rx.text`: the current text on subscription, then every
    /// change, whether typed or set; binding a value to it sets the text (nil clears it).
    package var text: ControlProperty<String?> {
        let field = base
        return ControlProperty(
            values: field.value.map { Optional($0) },
            valueSink: Binder(field) { field, text in field.value.accept(text ?? "") }
        )
    }

    /// Applies the editing keys bound to it, on the main thread.
    package var edit: Binder<Key> {
        Binder(base) { field, key in field.apply(key) }
    }
}
