// What the @Test blocks of README.md and TestingWithSwiftRxTest.md assume: their imports.
import SwiftRx
import SwiftRxTest
import Testing
