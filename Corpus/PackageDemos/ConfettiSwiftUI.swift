// simibac/ConfettiSwiftUI: a button with its confetti cannon (at rest: a picture does not animate).
import Layoutshot
import ConfettiSwiftUI

enum ConfettiSwiftUIDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("cannon", AnyView(Text("🎉").font(.system(size: 50)).confettiCannon(trigger: .constant(0))), CGSize(width: 390, height: 300))]
    }
}
