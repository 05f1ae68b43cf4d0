import CLayoutshotCairo

/// Something a `GraphicsContext` can draw on: an `ImageSurface` or a `VectorDocument`.
public protocol GraphicsSurface: AnyObject {
    /// The cairo surface behind this object. It has no public members: only the graphics layer
    /// can reach the C pointer inside.
    var surfaceHandle: SurfaceHandle { get }
}

/// Owns one reference to a `cairo_surface_t` and releases it on deinit.
public final class SurfaceHandle {
    let pointer: OpaquePointer

    /// Takes ownership of a surface returned by a cairo `*_create*` function and throws if cairo
    /// handed back its error surface. The handle is fully initialised before the check, so a
    /// failing init still releases the surface exactly once, in `deinit`.
    init(adopting pointer: OpaquePointer, operation: @autoclosure () -> String) throws {
        self.pointer = pointer
        try checkCairo(cairo_surface_status(pointer), operation())
    }

    /// Throws the surface's sticky error status, if any.
    func checkStatus(_ operation: @autoclosure () -> String) throws {
        try checkCairo(cairo_surface_status(pointer), operation())
    }

    deinit {
        cairo_surface_destroy(pointer)
    }
}
