// What the amb block of MigratingFromRxSwift.md assumes: SwiftRxTest's virtual-time scheduler.
import SwiftRx
import SwiftRxTest

let scheduler = TestScheduler(initialClock: 0)
