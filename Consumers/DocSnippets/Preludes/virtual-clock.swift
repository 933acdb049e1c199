// What SeeingStreams.md's virtual-clock example assumes: a TestScheduler named scheduler.
import SwiftRx
import SwiftRxTest

let scheduler = TestScheduler(initialClock: 0)
