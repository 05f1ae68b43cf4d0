// SwiftUI re-exports CoreGraphics' CGFloat, CGSize, CGPoint and CGRect. On Linux these come from
// Foundation, so a file that replaces `import SwiftUI` with `import Layoutshot` still sees them.
@_exported import Foundation
// SwiftUI re-exports Observation (`@Observable`, `Observable`), which the toolchain has on Linux.
@_exported import Observation
