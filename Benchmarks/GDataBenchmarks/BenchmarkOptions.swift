import Foundation

/// Command-line options of `GDataBenchmarks` (parsed by hand, without an argument parser).
struct BenchmarkOptions {
    /// Which suites to run.
    enum Suite: String { case xml, http, all }

    var suite: Suite = .all
    var sizes: [Int] = [1000, 10000, 100_000]
    var runs = 3
    var warmups = 0
    var outDirectory = "bench-out"
    var gdataPath: String?
    /// Another gdata binary measured beside `gdata` on every feed (`--before PATH`: rows `gdata-before-full` and
    /// `gdata-before-stream`), so a change is compared with the code before it in the same run as xmllint.
    var beforePath: String?
    var scratchPath = ".build"
    var buildGData = true
    var xmllint = "xmllint"
    var curl = "curl"
    var nginx = "/usr/sbin/nginx"
    var httpSize: Int64 = 1 << 30
    var requests = 2000
    var timeout: Double = 900
    var seed: UInt64 = 2009
    var json = false
    var templates = BenchmarkCommands.defaults
    var keepFiles = false
    /// The feed shapes measured beside the calendar feeds (issue 21).
    var shapes: [FeedShape] = FeedShape.allCases
    /// The size each shape's feed is generated to.
    var shapeBytes: Int64 = 100_000_000
    /// The archived service feeds the `archived` shape repeats.
    var fixturesDirectory = "Benchmarks/Fixtures/archived"
    /// Runs of the start-up scenario (`gdata inspect` and `xmllint --noout` on a 1 KB feed); 0 skips it.
    var startupRuns = 100

    static let usage = """
        usage: GDataBenchmarks [xml|http|all] [options]

        Whole-process benchmarks of the gdata CLI against xmllint (XML) and curl (HTTP), side by side in one run.
        Each command is spawned, waited for with wait4(), and measured: wall time (monotonic clock, median of
        --runs) and peak RSS (ru_maxrss). Progress goes to stderr, the report to stdout.

        options:
          --sizes N,N,...      XML feed sizes in entries (default 1000,10000,100000)
          --shapes S,S,...     other feed shapes: archived, tiny, xhtml (default all three; none to skip)
          --shape-size SIZE    size each shape's feed is generated to, e.g. 100000000, 64M (default 100 MB)
          --fixtures DIR       the archived service feeds (default Benchmarks/Fixtures/archived)
          --startup-runs N     runs of the start-up scenario, a 1 KB feed (default 100; 0 skips it)
          --runs N             measured runs per command (default 3; the median is reported)
          --warmup N           unmeasured runs per command before measuring (default 0)
          --out DIR            where feeds, HTTP files and raw results go (default bench-out)
          --gdata PATH         the gdata binary (default <scratch-path>/release/gdata, built if missing)
          --before PATH        another gdata (e.g. main's) measured beside it on every feed, same run
          --scratch-path DIR   SwiftPM scratch path used to find/build gdata (default .build)
          --no-build           never build gdata; report its rows as n/a when it is missing
          --xmllint PATH, --curl PATH, --nginx PATH   peer tools (defaults: xmllint, curl, /usr/sbin/nginx)
          --http-size SIZE     download/upload size, e.g. 1G, 256M, 1048576 (default 1G = 1 GiB)
          --requests N         small GETs on one connection (default 2000)
          --timeout SECONDS    kill a command that runs longer (default 900)
          --seed N             feed generator seed (default 2009)
          --cmd NAME=TEMPLATE  replace a command template (see BenchmarkCommands.swift for names)
          --gdata-as-curl      measure curl in place of gdata in the HTTP suite (harness self-test)
          --keep-files         keep downloaded files (default: deleted after each run)
          --json               print the results as JSON instead of tables
          -h, --help           show this help
        """

    /// Parses `arguments` (without the program name). Throws a message for bad input.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var gdataAsCurl = false
        var overrides: [String: String] = [:]
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw OptionError("\(flag) needs a value") }
            return arguments[index]
        }
        func integer(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 0 else { throw OptionError("\(flag): not a count: \(text)") }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "xml", "http", "all":
                options.suite = Suite(rawValue: argument) ?? .all
            case "--sizes":
                let text = try value(argument)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }),
                    sizes.count == text.split(separator: ",").count
                else { throw OptionError("--sizes: expected a comma-separated list of positive counts: \(text)") }
                options.sizes = sizes
            case "--shapes":
                let text = try value(argument)
                if text == "none" {
                    options.shapes = []
                } else {
                    let names = text.split(separator: ",").map(String.init)
                    options.shapes = try names.map { name in
                        guard let shape = FeedShape(rawValue: name) else {
                            throw OptionError("--shapes: unknown shape \(name) (known: archived, tiny, xhtml, none)")
                        }
                        return shape
                    }
                }
            case "--shape-size":
                let text = try value(argument)
                guard let size = parseSize(text), size > 0 else { throw OptionError("--shape-size: bad size: \(text)") }
                options.shapeBytes = size
            case "--fixtures": options.fixturesDirectory = try value(argument)
            case "--startup-runs": options.startupRuns = try integer(argument)
            case "--runs":
                options.runs = try integer(argument)
                guard options.runs > 0 else { throw OptionError("--runs must be at least 1") }
            case "--warmup": options.warmups = try integer(argument)
            case "--out": options.outDirectory = try value(argument)
            case "--gdata": options.gdataPath = try value(argument)
            case "--before": options.beforePath = try value(argument)
            case "--scratch-path": options.scratchPath = try value(argument)
            case "--no-build": options.buildGData = false
            case "--xmllint": options.xmllint = try value(argument)
            case "--curl": options.curl = try value(argument)
            case "--nginx": options.nginx = try value(argument)
            case "--http-size":
                let text = try value(argument)
                guard let size = parseSize(text), size > 0 else { throw OptionError("--http-size: bad size: \(text)") }
                options.httpSize = size
            case "--requests":
                options.requests = try integer(argument)
                guard options.requests > 0 else { throw OptionError("--requests must be at least 1") }
            case "--timeout":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0 else { throw OptionError("--timeout: bad value") }
                options.timeout = seconds
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw OptionError("--seed: bad value: \(text)") }
                options.seed = seed
            case "--cmd":
                let text = try value(argument)
                guard let equals = text.firstIndex(of: "=") else { throw OptionError("--cmd: expected NAME=TEMPLATE") }
                let name = String(text[..<equals])
                guard BenchmarkCommands.defaults[name] != nil else {
                    let names = BenchmarkCommands.defaults.keys.sorted().joined(separator: ", ")
                    throw OptionError("--cmd: unknown template \(name) (known: \(names))")
                }
                overrides[name] = String(text[text.index(after: equals)...])
            case "--gdata-as-curl": gdataAsCurl = true
            case "--keep-files": options.keepFiles = true
            case "--json": options.json = true
            case "-h", "--help": throw OptionError(usage, isHelp: true)
            default: throw OptionError("unknown argument: \(argument)\n\n\(usage)")
            }
            index += 1
        }
        if gdataAsCurl {
            for (gdataName, curlName) in BenchmarkCommands.curlTwins {
                options.templates[gdataName] = BenchmarkCommands.defaults[curlName]
            }
        }
        options.templates.merge(overrides) { _, new in new }
        return options
    }

    /// `1G`, `256M`, `64K` (binary units) or a plain byte count.
    static func parseSize(_ text: String) -> Int64? {
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        guard let last = text.uppercased().last else { return nil }
        if let unit = units[last] {
            guard let number = Double(text.dropLast()), number > 0 else { return nil }
            return Int64(number * Double(unit))
        }
        return Int64(text)
    }
}

/// A command-line error (or the help text).
struct OptionError: Error {
    var message: String
    var isHelp = false

    init(_ message: String, isHelp: Bool = false) {
        self.message = message
        self.isHelp = isHelp
    }
}
