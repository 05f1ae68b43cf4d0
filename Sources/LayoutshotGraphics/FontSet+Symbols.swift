/// The icon font `Image(systemName:)` draws its look-alike symbols from.
extension FontSet {
    /// Google's Material Icons (Apache License 2.0), version 6.7.0 as Debian's
    /// `fonts-material-design-icons-iconfont` installs it: one face, every glyph on a 24-unit
    /// grid in a square em, at private-use code points. Chosen over Debian's
    /// `fonts-materialdesignicons-webfont` (the community set, SIL OFL with CC-BY icons) because
    /// that package is version 1.6.50 of 2016 with fewer of the glyphs SF Symbol names need
    /// (no `ios_share`, `pending`, `data_object`, `back_hand` …), while this one is maintained
    /// and has 2,193 icons. A missing file makes `TextEngine.init` throw
    /// `GraphicsError.fontMissing` naming the package, as the text fonts do.
    public static let materialIcons = FontSet(
        files: [File(path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                     aptPackage: "fonts-material-design-icons-iconfont")],
        families: ["Material Icons"]
    )
}
