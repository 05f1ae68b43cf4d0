import Testing
@testable import LayoutshotScene
