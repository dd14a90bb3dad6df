// The fuzz targets of swift-gdata in one binary; the target is chosen with GDATA_FUZZ_TARGET.
//
// Built by scripts/fuzz.sh with `-sanitize=fuzzer,address -DFUZZING`: libFuzzer then provides `main` and calls
// LLVMFuzzerTestOneInput. In a normal build (no FUZZING) the same targets run as a replay tool:
//
//     swift run GDataFuzz --list
//     swift run GDataFuzz TARGET FILE...        # runs each file through TARGET (reproduces a finding)

import Foundation

#if FUZZING
/// The selected target, read once.
nonisolated(unsafe) private var selectedTarget: (@Sendable (Data) -> Void)? = nil

/// libFuzzer's initialisation hook: picks the target named by `GDATA_FUZZ_TARGET`.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    let name = ProcessInfo.processInfo.environment["GDATA_FUZZ_TARGET"] ?? ""
    guard let target = GDataFuzzTargets.all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(
            Data(
                "GDATA_FUZZ_TARGET must name one of: \(GDataFuzzTargets.all.map(\.name).joined(separator: " "))\n".utf8
            )
        )
        exit(64)
    }
    selectedTarget = target.run
    return 0
}

/// libFuzzer's per-input hook: runs the selected target on the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    selectedTarget?(Data(bytes: bytes, count: count))
    return 0
}

/// libFuzzer's driver (in the fuzzer runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// SwiftPM links executables with `main` defined as `<target>_main`; this one runs libFuzzer's driver.
@_cdecl("GDataFuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return withUnsafeMutablePointer(to: &arguments) { argumentsPointer in
        LLVMFuzzerRunDriver(&count, argumentsPointer) { bytes, size in
            guard let bytes else { return 0 }
            return fuzzerTestOneInput(bytes, size)
        }
    }
}
#else
@main
struct GDataFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if GDataFuzzTargets.all.isEmpty {
            FileHandle.standardError.write(
                Data("this build has no fuzz targets: use a debug build or scripts/fuzz.sh\n".utf8)
            )
            exit(64)
        }
        if arguments.first == "--list" || arguments.isEmpty {
            for target in GDataFuzzTargets.all { print("\(target.name)\t\(target.summary)") }
            exit(arguments.isEmpty ? 64 : 0)
        }
        guard let target = GDataFuzzTargets.all.first(where: { $0.name == arguments[0] }) else {
            FileHandle.standardError.write(Data("unknown target \(arguments[0]); --list names them\n".utf8))
            exit(64)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(66)
            }
            target.run(data)
            print("ok \(path)")
        }
    }
}
#endif
