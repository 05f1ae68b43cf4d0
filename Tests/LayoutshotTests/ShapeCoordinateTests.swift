import Foundation
import Layoutshot
import Testing

/// A shape that builds its path from the rect's size alone, as many hand-written shapes do.
private struct SizeOnlyDiamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.width / 2, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
        path.addLine(to: CGPoint(x: rect.width / 2, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height / 2))
        path.closeSubpath()
        return path
    }
}

@MainActor @Suite struct ShapeCoordinateTests {
    /// "Describes this shape as a path within a rectangular frame of reference": SwiftUI gives a
    /// shape its own frame (origin zero) and draws the path where the view is
    /// (https://developer.apple.com/documentation/swiftui/shape/path(in:)), so a path built from
    /// the size alone is drawn inside the shape's frame, not at the top-left of the picture.
    @Test func aShapeIsDrawnInItsOwnFrame() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 20)
            SizeOnlyDiamond().stroke().frame(width: 20, height: 20).id("diamond")
        }
        .padding(10)
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        let node = try #require(computed.nodes.first { $0.kind == ViewKind.shape })
        #expect(node.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
        guard case .shape(let kind) = node.content else { Issue.record("\(node.content)"); return }
        #expect(kind.path(in: node.frame).boundingRect == CGRect(x: 40, y: 10, width: 20, height: 20))
        // Built-in shapes and shapes that read the rect's origin are where they were.
        #expect(ShapeKind.circle.path(in: node.frame).boundingRect == node.frame)
        let inset = ComputedLayout(of: Rectangle().inset(by: 2).frame(width: 20, height: 10).padding(5), proposal: .unspecified)
        let insetNode = try #require(inset.nodes.first { $0.kind == ViewKind.shape })
        guard case .shape(let insetKind) = insetNode.content else { Issue.record("\(insetNode.content)"); return }
        #expect(insetKind.path(in: insetNode.frame).boundingRect == CGRect(x: 7, y: 7, width: 16, height: 6))
    }

    /// `stroke(lineWidth:)` and `stroke(style:)` return `some Shape`, the outline
    /// (https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:)), so
    /// `.stroke().fill(.white)` fills the outline white and leaves the inside empty.
    @Test func fillingAStrokedShapeColoursTheOutline() throws {
        let outlined = ComputedLayout(of: RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 2).fill(.white)
                                        .frame(width: 8, height: 70), proposal: .unspecified)
        let node = try #require(outlined.nodes.first { $0.kind == ViewKind.shape })
        #expect(node.style.fill == nil)
        #expect(node.style.isFilled == false)
        #expect(node.style.stroke?.style == .color(.white))
        #expect(node.style.stroke?.stroke.lineWidth == 2)

        let styled = ComputedLayout(of: Circle().stroke(style: StrokeStyle(lineWidth: 3)).fill(.red)
                                      .frame(width: 10, height: 10), proposal: .unspecified)
        let circle = try #require(styled.nodes.first { $0.kind == ViewKind.shape })
        #expect(circle.style.isFilled == false)
        #expect(circle.style.stroke?.style == .color(.red))

        // A stroke with a style is a view; filling it fills the shape as well (iOS 17's ShapeView).
        let both = ComputedLayout(of: Circle().stroke(.red, lineWidth: 2).fill(.blue).frame(width: 10, height: 10),
                                  proposal: .unspecified)
        let filled = try #require(both.nodes.first { $0.kind == ViewKind.shape })
        #expect(filled.style.fill == .color(.blue))
        #expect(filled.style.stroke?.style == .color(.red))
    }

    /// `ContainerRelativeShape` "is replaced by an inset version of the current container shape. If
    /// no container shape was defined, is replaced by a rectangle", and `.containerShape(_:)` "sets
    /// the container shape to use for any container relative shape within this view" (Apple:
    /// https://developer.apple.com/documentation/swiftui/containerrelativeshape,
    /// https://developer.apple.com/documentation/swiftui/view/containershape(_:)).
    @Test func aContainerRelativeShapeTakesTheContainersShape() throws {
        let card = ContainerRelativeShape().fill(.blue).frame(width: 100, height: 60)
        let plain = ComputedLayout(of: card, proposal: .unspecified)
        let plainNode = try #require(plain.nodes.first { $0.kind == ViewKind.shape })
        guard case .shape(let plainKind) = plainNode.content else { Issue.record("\(plainNode.content)"); return }
        #expect(plainKind.path(in: plainNode.frame).boundingRect == plainNode.frame)
        #expect(plainKind != .roundedRectangle(cornerRadius: 12))

        let contained = ComputedLayout(of: VStack { card }.containerShape(RoundedRectangle(cornerRadius: 12)), proposal: .unspecified)
        #expect(contained.nodes.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 12)) && $0.frame.size == CGSize(width: 100, height: 60) })

        // Inset, the container's shape is inset as the relative shape is.
        let inset = ComputedLayout(of: ContainerRelativeShape().inset(by: 5).fill(.blue).frame(width: 100, height: 60)
            .containerShape(Capsule()), proposal: .unspecified)
        let insetNode = try #require(inset.nodes.first { $0.kind == ViewKind.shape })
        guard case .shape(let insetKind) = insetNode.content else { Issue.record("\(insetNode.content)"); return }
        #expect(insetKind.path(in: insetNode.frame).boundingRect == insetNode.frame.insetBy(dx: 5, dy: 5))
    }
}
