import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotTestSupport
import Synchronization
import Testing

/// Text drawn on several threads at once, each with its own measurer (as the command-line tool's
/// workers draw finished layouts) or sharing one: every engine reaches the same FreeType faces
/// below Pango, which are not safe to use from two threads at once (`FontLock`). Before the lock
/// this crashed inside libfreetype, or failed to finish an SVG, in about one run in ten. The
/// layouts are made on the main actor, as views are main-actor values; only drawing runs on the
/// threads.
@MainActor
@Suite struct TextThreadingTests {
    static let texts = ["Layout", "레이아웃", "你好世界", "ひらがなカタカナ", "مرحبا بالعالم", "😀🚀", "Mixed 레이 😀 你"]

    static func view(round: Int) -> some View {
        VStack(alignment: .leading) {
            ForEach(0..<texts.count, id: \.self) { i in
                Text(texts[(i + round) % texts.count])
                    .font(.system(size: CGFloat(10 + round), design: Font.Design.allCases[(i + round) % Font.Design.allCases.count]))
            }
        }
    }

    /// The renderer and the layout of `round`, made on the main actor.
    static func laidOut(round: Int) -> LaidOut {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer, scale: DiagramScale.allCases[round % DiagramScale.allCases.count])
        return LaidOut(renderer: renderer, layout: renderer.layout(view(round: round), width: CGFloat(120 + round * 10)))
    }

    /// A finished layout and the renderer it was made with, handed to drawing threads.
    ///
    /// SAFETY (`@unchecked Sendable`): made on the main actor before the threads start and only
    /// read after: drawing runs no view code and changes nothing the other threads read (each
    /// draws into its own surface; the text engines are behind their lock, which is what this
    /// suite checks).
    struct LaidOut: @unchecked Sendable {
        let renderer: LayoutRenderer
        let layout: ComputedLayout

        /// PNG and SVG drawn with `measurer`.
        func draw(with measurer: PangoTextMeasurer) throws -> (png: [UInt8], svg: [UInt8]) {
            let renderer = self.renderer.measuring(with: measurer)
            return (try renderer.png(of: layout), try renderer.svg(of: layout))
        }
    }

    @Test func textRendersTheSameOnManyThreadsAtOnce() throws {
        let rounds = 16
        let layouts = (0..<rounds).map { Self.laidOut(round: $0) }
        let expected = try layouts.map { try $0.draw(with: sharedMeasurer) }
        let workers = 8
        let mismatches = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            do {
                var measurer = sharedMeasurer
                for round in 0..<rounds {
                    // Even workers make a measurer of their own every fourth round (its engines
                    // are set up while others draw); odd ones share the suite's.
                    if worker % 2 == 0, round % 4 == 0 { measurer = try PangoTextMeasurer() }
                    let output = try layouts[(round + worker) % rounds].draw(with: measurer)
                    let reference = expected[(round + worker) % rounds]
                    if output.png != reference.png || output.svg != reference.svg {
                        let which = output.png != reference.png ? "PNG" : "SVG"
                        mismatches.withLock { $0.append("worker \(worker), round \(round): the \(which) differs") }
                    }
                }
            } catch {
                mismatches.withLock { $0.append("worker \(worker): \(error)") }
            }
        }
        #expect(mismatches.withLock { $0 } == [])
    }
}
