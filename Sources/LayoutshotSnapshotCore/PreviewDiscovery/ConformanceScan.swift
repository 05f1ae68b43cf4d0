// The only unsafe code of preview discovery: it reads the Swift runtime's protocol conformance
// records to list the types of this process that conform to a protocol. Linux has no
// Objective-C runtime to list classes, and Swift has no public API for "every type conforming to
// P", so this does what Swift Testing's discovery does on ELF platforms: it asks the runtime for
// every loaded image's metadata sections (`swift_enumerateAllMetadataSections`) and walks the
// `swift5_protocol_conformances` section of each. Everything here is behind
// `ConformanceScan.types(conformingTo:declaredIn:)`, which returns plain metatypes.
//
// The layouts read are the Swift ABI's (swift/ABI/Metadata.h, swift/ABI/MetadataValues.h), which
// have not changed since Swift 5.0's ABI stability, and `MetadataSections` comes from the
// toolchain's own SwiftShims header, so its layout is the running runtime's.

#if os(Linux) || os(FreeBSD) || os(Android)
private import SwiftShims

/// `void swift_enumerateAllMetadataSections(bool (*body)(const MetadataSections *, void *), void *context)`,
/// exported by the Swift runtime on ELF platforms (ImageInspectionELF / ImageInspectionCommon).
// SAFETY: the declaration matches the runtime's C signature: a C function pointer taking a
// pointer to the image's `MetadataSections` and the context, returning whether to continue, and
// the context pointer passed through untouched. The runtime calls `body` synchronously, once per
// loaded image, before this returns.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
#endif

/// Lists the types of this process that conform to a given protocol.
enum ConformanceScan {
    /// Every non-generic class, struct or enum loaded in this process (the executable and the
    /// shared libraries it has loaded) that conforms to the protocol `protocolName` declared in the
    /// module `moduleName`, each once, in the order of the conformance records. Empty on platforms
    /// without ELF metadata sections.
    static func types(conformingTo protocolName: String, declaredIn moduleName: String) -> [Any.Type] {
        var result: [Any.Type] = []
        var seen = Set<ObjectIdentifier>()
        for section in conformanceSections() {
            for type in types(in: section, conformingTo: protocolName, declaredIn: moduleName)
            where seen.insert(ObjectIdentifier(type)).inserted {
                result.append(type)
            }
        }
        return result
    }

    /// The bytes of one image's `swift5_protocol_conformances` section.
    private struct Section {
        var start: UnsafeRawPointer
        var count: Int
    }

    /// Every loaded image's conformance section. Collected first and walked after the runtime's
    /// enumeration returns, so no metadata is instantiated while the runtime holds its list of images.
    private static func conformanceSections() -> [Section] {
        #if os(Linux) || os(FreeBSD) || os(Android)
        var sections: [Section] = []
        // SAFETY: the pointer to `sections` is used only inside this closure, during the
        // runtime's synchronous enumeration, and nothing else touches `sections` meanwhile.
        withUnsafeMutablePointer(to: &sections) { context in
            swift_enumerateAllMetadataSections({ metadataSections, context in
                // SAFETY: `context` is the pointer to `sections` passed below, alive and not
                // otherwise accessed for the whole synchronous enumeration.
                let sections = context!.assumingMemoryBound(to: [Section].self)
                // SAFETY: the runtime passes a pointer to the image's registered
                // `MetadataSections`, which stays valid while the image is loaded (always, for
                // this call). Every version of the structure starts with `version` and has the
                // conformance section at the offset SwiftShims gives; fields are only ever added
                // at its end, so reading the whole version-1 structure is in bounds.
                let version = metadataSections.load(as: UInt.self)
                guard version >= 1 else { return true }
                let range = metadataSections.load(as: MetadataSections.self).swift5_protocol_conformances
                // SAFETY: the range is the image's mapped, read-only section as the runtime
                // registered it; a zero start or length means the image has none.
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
                    sections.pointee.append(Section(start: start, count: Int(range.length)))
                }
                return true
            }, UnsafeMutableRawPointer(context))
        }
        return sections
        #else
        return []
        #endif
    }

    /// The conforming types of one section: each record is a 32-bit relative pointer to a
    /// protocol conformance descriptor.
    private static func types(in section: Section, conformingTo protocolName: String,
                              declaredIn moduleName: String) -> [Any.Type] {
        var result: [Any.Type] = []
        var offset = 0
        while offset + 4 <= section.count {
            // SAFETY: `offset + 4 <= count`, so the record is inside the section.
            let record = section.start + offset
            offset += 4
            // SAFETY: a record is a non-null relative pointer to a conformance descriptor in the
            // same image (`directPointer` reads it).
            guard let conformance = directPointer(at: record) else { continue }
            // Protocol conformance descriptor: protocol (relative indirectable), type reference
            // (relative, its kind in the flags), witness table pattern (relative), flags (UInt32).
            guard let protocolDescriptor = indirectablePointer(at: conformance),
                  contextKind(protocolDescriptor) == ContextKind.protocol,
                  name(of: protocolDescriptor) == protocolName,
                  module(of: protocolDescriptor) == moduleName,
                  let typeDescriptor = typeDescriptor(of: conformance),
                  let type = metatype(of: typeDescriptor)
            else { continue }
            result.append(type)
        }
        return result
    }

    /// Context descriptor kinds (`ContextDescriptorKind`, the low 5 bits of a context's flags).
    private enum ContextKind {
        static let module: UInt32 = 0
        static let `protocol`: UInt32 = 3
        static let `class`: UInt32 = 16
        static let `struct`: UInt32 = 17
        static let `enum`: UInt32 = 18
    }

    /// The type context descriptor a conformance is for, or nil when the type is referenced as an
    /// Objective-C class (which Linux has none of) or not at all.
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        // SAFETY: a conformance descriptor is at least 16 bytes: the flags are at offset 12.
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        switch (flags >> 3) & 0x7 {  // ConformanceFlags' TypeReferenceKind
        case 0:  // DirectTypeDescriptor: a relative pointer to the type's context descriptor.
            // SAFETY: offset 4 is the type reference field of the 16-byte descriptor.
            return directPointer(at: conformance + 4)
        case 1:  // IndirectTypeDescriptor: a relative pointer to a pointer to it.
            // SAFETY: the indirect reference points at a pointer-sized, pointer-aligned slot in
            // the image's data, filled by the dynamic linker before any Swift code runs.
            return directPointer(at: conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default:
            return nil
        }
    }

    /// The metatype of a non-generic class, struct or enum descriptor; nil for anything else.
    private static func metatype(of descriptor: UnsafeRawPointer) -> Any.Type? {
        // SAFETY: every context descriptor starts with its UInt32 flags.
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = flags & 0x1F
        let isGeneric = flags & 0x80 != 0
        // SAFETY: a class, struct or enum descriptor (kind checked first) holds its flags, parent,
        // name and access function as four 32-bit fields, so offset 12 is inside it.
        guard [ContextKind.class, ContextKind.struct, ContextKind.enum].contains(kind), !isGeneric,
              let accessor = directPointer(at: descriptor + 12)
        else { return nil }
        // A non-generic type's metadata access function is a Swift function of one argument
        // (`MetadataRequest`, 0 = complete metadata, blocking) returning a `MetadataResponse`.
        typealias AccessFunction = @convention(thin) (Int) -> MetadataResponse
        // SAFETY: the descriptor is a non-generic type's (checked above), whose access function
        // has exactly this signature and the Swift calling convention that `@convention(thin)`
        // uses; the runtime calls the same function the same way for `type(of:)` and casts. It
        // is thread-safe and returns complete metadata for request 0.
        let response = unsafeBitCast(accessor, to: AccessFunction.self)(0)
        guard let metadata = response.metadata else { return nil }
        // SAFETY: `Any.Type` is represented as a single pointer to type metadata, which
        // `metadata` is (complete, as requested).
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// What a metadata access function returns: the metadata and its state.
    private struct MetadataResponse {
        var metadata: UnsafeRawPointer?
        var state: Int
    }

    /// A context's kind.
    private static func contextKind(_ context: UnsafeRawPointer) -> UInt32 {
        // SAFETY: every context descriptor starts with its UInt32 flags.
        context.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// A module, protocol or type context's name (the third field of its descriptor).
    private static func name(of context: UnsafeRawPointer) -> String? {
        guard [ContextKind.module, ContextKind.protocol, ContextKind.class, ContextKind.struct, ContextKind.enum]
            .contains(contextKind(context)),
              let name = directPointer(at: context + 8)
        else { return nil }
        // SAFETY: module, protocol and type descriptors hold a relative pointer to their name,
        // a NUL-terminated UTF-8 string in the image's read-only data.
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module a context is declared in: its first ancestor that is a module.
    private static func module(of context: UnsafeRawPointer) -> String? {
        var current = context
        for _ in 0..<64 {  // contexts nest a few levels; the bound only guards against a cycle
            if contextKind(current) == ContextKind.module { return name(of: current) }
            // SAFETY: every context descriptor's second field is its parent, a relative
            // indirectable pointer that is null only for a module.
            guard let parent = indirectablePointer(at: current + 4) else { return nil }
            current = parent
        }
        return nil
    }

    /// The target of a 32-bit relative pointer at `field` (nil for a zero offset).
    private static func directPointer(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        // SAFETY: callers pass a field inside a record or descriptor of the image; its target is
        // in the same image, within ±2 GB as relative pointers require.
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative indirectable pointer: an odd offset points at a pointer to the
    /// target (a GOT-like slot), an even one at the target itself.
    private static func indirectablePointer(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        // SAFETY: as `directPointer`; the indirect slot is a pointer-aligned pointer the dynamic
        // linker filled before any Swift code ran.
        let offset = field.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
