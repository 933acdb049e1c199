// What the cancellation block of SwiftConcurrency.md assumes: `import SwiftRx`.
import SwiftRx
