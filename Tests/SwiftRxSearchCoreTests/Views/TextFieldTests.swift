import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

@MainActor
@Suite("TextField")
struct TextFieldTests {
    @Test func editingKeysChangeTheTextAndOthersDoNot() {
        let field = TextField()
        #expect(field.apply(.character("a")))
        #expect(field.apply(.character("日")))
        #expect(field.text == "a日")
        #expect(field.apply(.backspace))
        #expect(field.text == "a")
        #expect(!field.apply(.up))
        #expect(!field.apply(.enter))
        #expect(field.text == "a")
        #expect(field.apply(.ctrlU))
        #expect(field.text == "")
        #expect(field.apply(.backspace))
        #expect(field.text == "")
        #expect(TextField.isEditing(.character("x")) && TextField.isEditing(.ctrlU) && !TextField.isEditing(.escape))
    }

    @Test func rxTextEmitsTheCurrentTextThenEveryChangeAndSetsIt() {
        let field = TextField()
        field.apply(.character("a"))
        let seen = TestScheduler(initialClock: 0).createObserver(String?.self)
        let subscription = field.rx.text.subscribe(seen)
        field.apply(.character("b"))
        // Binding to the property sets the text (here on the main thread, so at once).
        _ = Observable.just("new").bind(to: field.rx.text)
        _ = Observable<String?>.just(nil).bind(to: field.rx.text)
        subscription.dispose()
        field.apply(.character("c"))
        #expect(seen.events.map(\.value.element) == ["a", "ab", "new", ""])
        #expect(field.text == "c")
    }

    @Test func theEditBinderAppliesKeys() {
        let field = TextField()
        _ = Observable.from([Key.character("h"), .character("i"), .down, .backspace]).bind(to: field.rx.edit)
        #expect(field.text == "h")
    }
}
