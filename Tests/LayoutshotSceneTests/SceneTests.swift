import Testing
import Layoutshot
@testable import LayoutshotScene

@MainActor
@Suite struct SampleTests {
    @Test(arguments: sampleScenePaths())
    func sampleReadsAndLaysOutWithoutDiagnostics(path: String) throws {
        let scene: Scene
        do {
            scene = try SceneReader().read(contentsOfFile: path)
        } catch {
            Issue.record("\(error)")
            return
        }
        let layouts = scene.layouts()
        #expect(layouts.count == scene.render.widths.count)
        for (layout, width) in zip(layouts, scene.render.widths) {
            #expect(layout.diagnostics.isEmpty, "\(scene.name) at \(width): \(layout.diagnostics)")
            #expect(layout.size.width <= CGFloat(width) + 0.001, "\(scene.name) at \(width) is \(layout.size.width) wide")
            #expect(layout.nodeCount > 1)
        }
    }
}
