// What SeeingStreams.md's recording example assumes: Foundation (for URL) and SwiftRx.
import Foundation
import SwiftRx
