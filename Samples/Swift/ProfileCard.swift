// A profile card with a photo and symbols, as SwiftUI code writes it. The photo is
// `Images/avatar@2x.png` in this target's resources, found through `ImageAssets`.
import Layoutshot // was: import SwiftUI

struct ProfileCard: View {
    let name: String
    let role: String

    var body: some View {
        VStack(spacing: 12) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 3))
            VStack(spacing: 4) {
                Text(name).font(.title2).bold()
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            HStack(spacing: 24) {
                Label("128", systemImage: "heart.fill")
                Label("42", systemImage: "bubble.left")
            }
            .font(.footnote)
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}

public enum ProfileCardSample {
    /// The folder of this target's images, for `ImageAssets.addBundle`.
    public static let bundle = Bundle.module
    @MainActor public static func view(width: CGFloat) -> some View { ProfileCard(name: "Ada Lovelace", role: "Analyst") }
}
