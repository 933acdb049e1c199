@_exported import SwiftRx
