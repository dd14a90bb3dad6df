// GDataBenchmarks: whole-process benchmarks of the `gdata` CLI next to xmllint and curl, in one invocation.
// See docs/performance.md. `swift run -c release GDataBenchmarks [xml|http|all] [options]` (`--help`).
import Foundation
import Glibc

/// Finds the gdata binary: `--gdata PATH`, else `<scratch-path>/release/gdata`, built with SwiftPM when missing.
func locateGData(_ options: BenchmarkOptions) -> Result<String, SpawnError> {
    if let path = options.gdataPath {
        guard let resolved = ProcessRunner.resolveExecutable(path) else {
            return .failure(SpawnError(description: "gdata binary \(path) not found or not executable"))
        }
        return .success(resolved)
    }
    let path = options.scratchPath + "/release/gdata"
    if access(path, X_OK) == 0 { return .success(path) }
    guard options.buildGData else {
        return .failure(SpawnError(description: "\(path) missing (build it: swift build -c release --product gdata)"))
    }
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
        return .failure(SpawnError(description: "\(path) missing and no Package.swift here to build it from"))
    }
    BenchmarkRunner.log("building gdata: swift build -c release --product gdata --scratch-path \(options.scratchPath)")
    let status = ProcessRunner.runInheritingOutput([
        "swift", "build", "-c", "release", "--product", "gdata", "--scratch-path", options.scratchPath,
    ])
    guard status == 0, access(path, X_OK) == 0 else {
        return .failure(
            SpawnError(description: "building gdata failed (swift build exit \(status.map(String.init) ?? "-"))")
        )
    }
    return .success(path)
}

func hostDescription() -> String {
    var name = utsname()
    uname(&name)
    let machine = withUnsafeBytes(of: name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return "Linux \(release) \(machine), \(ProcessInfo.processInfo.activeProcessorCount) CPUs, "
        + String(format: "%.1f GiB RAM", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)
}

func runBenchmarks() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())

    // Internal: the upload sink started by the HTTP suite.
    if arguments.first == "_upload-sink" {
        var portFile: String?
        var logFile: String?
        var index = 1
        while index + 1 < arguments.count {
            if arguments[index] == "--port-file" { portFile = arguments[index + 1] }
            if arguments[index] == "--log-file" { logFile = arguments[index + 1] }
            index += 2
        }
        guard let portFile, let logFile else { return 2 }
        return UploadSink.serve(portFile: portFile, logFile: logFile)
    }

    var options: BenchmarkOptions
    do {
        options = try BenchmarkOptions.parse(arguments)
    } catch let error as OptionError {
        if error.isHelp {
            print(error.message)
            return 0
        }
        BenchmarkRunner.log("GDataBenchmarks: \(error.message)")
        return 2
    } catch {
        BenchmarkRunner.log("GDataBenchmarks: \(error)")
        return 2
    }

    // Absolute paths: nginx and child processes resolve relative paths against other directories.
    if !options.outDirectory.hasPrefix("/") {
        options.outDirectory = FileManager.default.currentDirectoryPath + "/" + options.outDirectory
    }
    let scratch = options.outDirectory + "/tmp"
    do {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    } catch {
        BenchmarkRunner.log("GDataBenchmarks: cannot create \(scratch): \(error)")
        return 1
    }

    // Only resolve (and maybe build) gdata when a template uses it.
    let suites: [BenchmarkOptions.Suite] = options.suite == .all ? [.xml, .http] : [options.suite]
    let xmlTemplates: Set<String> = ["gdata-full", "gdata-stream", "xmllint-tree", "xmllint-stream"]
    let gdataTemplates = options.templates.filter { name, template in
        template.contains("{gdata}") && suites.contains(xmlTemplates.contains(name) ? .xml : .http)
    }
    let gdata = gdataTemplates.isEmpty ? .failure(SpawnError(description: "not used")) : locateGData(options)
    if case .failure(let error) = gdata, !gdataTemplates.isEmpty {
        BenchmarkRunner.log("warning: \(error.description); gdata rows will be n/a")
    }

    let formatter = ISO8601DateFormatter()
    var report = BenchmarkReport(
        started: formatter.string(from: Date()),
        host: hostDescription(),
        runsPerCommand: options.runs,
        warmupsPerCommand: options.warmups
    )
    let runner = BenchmarkRunner(
        runs: options.runs,
        warmups: options.warmups,
        timeout: options.timeout,
        scratchDirectory: scratch
    )

    var versionCommands: [[String]] = []
    if suites.contains(.xml) { versionCommands.append([options.xmllint, "--version"]) }
    if suites.contains(.http) { versionCommands += [[options.curl, "--version"], [options.nginx, "-v"]] }
    for command in versionCommands {
        if let line = ProcessRunner.versionLine(command, scratchDirectory: scratch) {
            report.notes.append("peer: \(line)")
        }
    }

    if suites.contains(.xml) {
        let outcome = XMLSuite(options: options, gdata: gdata).run(runner: runner)
        report.results += outcome.results
        report.goals += outcome.goals
    }
    if suites.contains(.http) {
        let outcome = HTTPSuite(options: options, gdata: gdata).run(runner: runner)
        report.results += outcome.results
        report.goals += outcome.goals
        report.notes += outcome.notes
    }

    let rendered: String
    do {
        rendered = options.json ? try ReportPrinter.json(report) : ReportPrinter.render(report)
        let stamp = report.started.replacingOccurrences(of: ":", with: "")
        let rawPath = options.outDirectory + "/results-\(stamp).json"
        try ReportPrinter.json(report).write(toFile: rawPath, atomically: true, encoding: .utf8)
        BenchmarkRunner.log("raw results: \(rawPath)")
    } catch {
        BenchmarkRunner.log("GDataBenchmarks: cannot write results: \(error)")
        return 1
    }
    print(rendered)
    return 0
}

exit(runBenchmarks())
