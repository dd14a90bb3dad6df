// swift-tools-version:6.3
import PackageDescription

let package = Package(
    name: "swift-gdata",
    platforms: [.macOS(.v15)],  // GData uses Synchronization.Mutex; Linux is the tested platform
    products: [
        // The GData (Atom/XML) client: the object model with every service's element classes, HTTP, the service
        // layer (`GDataService`) and the Google services on it (`GDataGoogleServices`: Calendar, Contacts, …).
        .library(name: "GData", targets: ["GData"]),
        // The object model without the service classes, for programs that read plain Atom / AtomPub feeds.
        .library(name: "GDataCore", targets: ["GDataCore"]),
        // The JSON value, reader and writer every module that reads or writes JSON shares (on GDataPlatform only).
        .library(name: "GDataJSON", targets: ["GDataJSON"]),
        .library(name: "GDataHTTP", targets: ["GDataHTTP"]),
        // Sign-in for Google APIs: Application Default Credentials, service-account keys, authorized users, the
        // metadata server, impersonation; one `GDataAuthorizer` for both halves.
        .library(name: "GDataAuth", targets: ["GDataAuth"]),
        .library(name: "GDataService", targets: ["GDataService"]),
        .library(name: "GDataGoogleServices", targets: ["GDataGoogleServices"]),
        // The local GData server (`gdata serve`) and the command-line tool.
        .library(name: "GDataServer", targets: ["GDataServer"]),
        .executable(name: "gdata", targets: ["GDataCLI"]),
        // The REST (JSON) client: Discovery documents, the service generator, the runtime and the generated services.
        .library(name: "GTLRDiscovery", targets: ["GTLRDiscovery"]),
        .library(name: "GTLRGenerator", targets: ["GTLRGenerator"]),
        .executable(name: "gtlr-generate", targets: ["GTLRGenerate"]),
        .library(name: "GTLR", targets: ["GTLR"]),
        // One product per generated service: a user builds only what they import.
        .library(name: "GTLRStorage", targets: ["GTLRStorage"]),
        .library(name: "GTLRCalendar", targets: ["GTLRCalendar"]),
        .library(name: "GTLRTasks", targets: ["GTLRTasks"]),
        .library(name: "GTLRDrive", targets: ["GTLRDrive"]),
        .library(name: "GTLRYouTube", targets: ["GTLRYouTube"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        // The local server.
        // No default traits: `FullFoundation` (URL-encoded forms with full Foundation's number and date formats) and
        // `ConfigurationSupport` (swift-configuration) would link full Foundation, and so ICU's 34 MB of data, into
        // `gdata` (docs/performance.md, "Issue 30 §5").
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.22.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // RS256 for service-account assertions (GDataAuth). Pinned to a minor version: `_RSA` is underscored API.
        .package(url: "https://github.com/apple/swift-crypto.git", .upToNextMinor(from: "4.5.0")),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // `swift package generate-documentation` (scripts/docs.sh): the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C system libraries: never products, never visible in public API.
        .systemLibrary(
            name: "CGDataLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // libcurl's headers (libcurl4-openssl-dev on Debian/Ubuntu), with libcurl itself loaded on first use
        // (`dlopen`), so that a run without HTTP does not map and relocate it and its dependencies at start-up
        // (docs/performance.md, "Start-up"). Not linked, so no pkg-config: its `--libs` would link it again.
        .target(name: "CGDataCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // What the package needs from the system without full Foundation (which links ICU): text helpers (trimming,
        // percent-encoding, printf formats), POSIX threads and a condition. Not a product; no dependencies.
        .target(name: "GDataPlatform"),
        // HTTP on libcurl, shared by the XML (GData) and JSON (GTLR) backends. No libxml2 here.
        .target(
            name: "GDataHTTP",
            dependencies: ["CGDataCurl", "GDataJSON", "GDataPlatform", .product(name: "Logging", package: "swift-log")]
        ),
        // Sign-in for Google APIs (docs: Sources/GDataAuth/GDataAuth.docc): obtains and refreshes OAuth 2 tokens and
        // plugs into GDataAuthorizer, so GDataHTTPFetcher, GDataService and GTLRService all take it. HTTP only
        // (no libxml2, no NIO).
        .target(
            name: "GDataAuth",
            dependencies: [
                "GDataHTTP", "GDataJSON", "GDataPlatform", .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "GDataAuthTests",
            dependencies: [
                "GDataAuth", "GDataHTTP", "GDataJSON", "GTLR", "GTLRTestingSvc", "GDataService", "GData", "GDataTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        // The GData XML object model on libxml2: the parser and writer, Atom, AtomPub and the `gd:` elements.
        // No HTTP here: a program that only reads Atom does not link libcurl. The parser's few hot stored properties
        // opt out of dynamic exclusivity checks with `@exclusivity(unchecked)` (docs/performance.md); the rest keeps
        // them.
        .target(name: "GDataCore", dependencies: ["CGDataLibXML2", "GDataPlatform"]),
        // The one JSON model: `GDataJSONValue`, its reader (`GDataJSONParser`) and writer (`GDataJSONWriter`). The bottom
        // module both halves share: the REST runtime (GTLR), `gdata inspect --format json`, the local server's log.
        .target(name: "GDataJSON", dependencies: ["GDataPlatform"]),
        // GDataCore (re-exported) plus every service's element, feed and entry classes (Schemas/services/). Split from
        // the core so that the two compile as separate units; the parser picks the service classes whenever GData is
        // linked, with no registration by the caller.
        .target(name: "GData", dependencies: ["GDataCore", "GDataPlatform"]),
        // The GData service layer: services, tickets, queries, batch, uploads, ClientLogin (issue 11).
        .target(
            name: "GDataService",
            dependencies: ["GData", "GDataHTTP", "GDataPlatform", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "GDataServiceTests",
            dependencies: [
                "GData", "GDataHTTP", "GDataService", "GDataServer", "GDataTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // The GData introduction's snippets on the service API: `swift run GDataIntroduction SNIPPET BASE_URL`.
        .executableTarget(
            name: "GDataIntroduction",
            dependencies: ["GData", "GDataHTTP", "GDataService"],
            path: "Examples/GDataIntroduction",
            exclude: ["Data"]
        ),
        // Service and query classes of the seven GData services the original shipped (issue 9), on the service layer.
        .target(name: "GDataGoogleServices", dependencies: ["GData", "GDataService"]),
        .testTarget(name: "GDataGoogleServicesTests", dependencies: ["GDataGoogleServices", "GDataService", "GData", "GDataServer"]),
        // The local GData/AtomPub server (`gdata serve`, and in-process for tests). Never a dependency of client modules.
        .target(
            name: "GDataServer",
            dependencies: [
                "GDataCore", "GDataJSON", "GDataPlatform",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "GDataServerTests",
            dependencies: [
                "GDataServer", "GData", "GDataHTTP", "GDataTestSupport", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Google Discovery documents (model only; used by the generator and `gdata api`).
        // Discovery documents; a method becomes a dynamic GTLRQuery (`gdata api`).
        .target(name: "GTLRDiscovery", dependencies: ["GTLR", "GDataJSON"]),
        // The service generator (Discovery document -> Swift sources) and its command, `swift run gtlr-generate`.
        .target(name: "GTLRGenerator", dependencies: ["GTLRDiscovery"]),
        .executableTarget(
            name: "GTLRGenerate",
            dependencies: [
                "GTLRDiscovery", "GTLRGenerator", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // DiscoveryCorpusTests also builds requests with the runtime (GTLR) and inflates its gzip fixtures (zlib).
        .testTarget(
            name: "GTLRGeneratorTests",
            dependencies: ["GTLRGenerator", "GTLRDiscovery", "GTLR", "GDataHTTP", "GDataTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // The JSON (REST) client runtime: objects, queries, service, batch, uploads, on GDataHTTP only (no libxml2).
        .target(
            name: "GTLR",
            dependencies: ["GDataHTTP", "GDataJSON", "GDataPlatform", .product(name: "Logging", package: "swift-log")]
        ),
        // Services generated from Schemas/discovery by scripts/generate-gtlr.py into <Api>/Generated/ (CI checks them
        // for drift).
        .target(name: "GTLRStorage", dependencies: ["GTLR"], path: "Sources/GTLRServices/Storage"),
        .target(name: "GTLRCalendar", dependencies: ["GTLR"], path: "Sources/GTLRServices/Calendar"),
        .target(name: "GTLRTasks", dependencies: ["GTLR"], path: "Sources/GTLRServices/Tasks"),
        .target(name: "GTLRDrive", dependencies: ["GTLR"], path: "Sources/GTLRServices/Drive"),
        .target(name: "GTLRYouTube", dependencies: ["GTLR"], path: "Sources/GTLRServices/YouTube"),
        // The original's generator test service (TestingSvc.json), generated the same way.
        .target(name: "GTLRTestingSvc", dependencies: ["GTLR"], path: "Tests/GTLRTestingSvc"),
        .testTarget(
            name: "GTLRTests",
            dependencies: [
                "GTLR", "GTLRDiscovery", "GTLRTestingSvc", "GTLRStorage", "GDataHTTP", "GDataTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // The REST client README's snippets on the generated Cloud Storage service:
        // `swift run GTLRIntroduction SNIPPET ROOT_URL`.
        .executableTarget(
            name: "GTLRIntroduction",
            dependencies: ["GTLR", "GTLRStorage", "GDataHTTP"],
            path: "Examples/GTLRIntroduction"
        ),
        // libFuzzer targets in one binary (scripts/fuzz.sh builds it with -sanitize=fuzzer,address -DFUZZING); a
        // normal build gives the replay tool `GDataFuzz TARGET FILE...`.
        .executableTarget(
            name: "GDataFuzz",
            dependencies: ["GData", "GDataCore", "GDataHTTP", "GDataInspectJSON", "GDataServer", "GDataService", "GTLR"],
            path: "Fuzz/GDataFuzz"
        ),
        // The JSON model of `gdata inspect --format json` (docs/json-model.md): a CLI format, not a product; the CLI,
        // its tests and the fuzz targets use it.
        .target(name: "GDataInspectJSON", dependencies: ["GDataCore", "GDataJSON"]),
        // The Discovery documents of Schemas/discovery/ compiled into `gdata` (C23 #embed; not `.embedInCode`, whose
        // byte-array literal takes 80 s to type-check for the 135 KB calendar document alone: docs/json-backend.md).
        .target(name: "CGDataDiscovery"),
        // The `gdata` command-line tool.
        .executableTarget(
            name: "GDataCLI",
            dependencies: [
                "CGDataCurl", "CGDataDiscovery", "CGDataLibXML2", "GData", "GDataHTTP", "GDataInspectJSON",
                "GDataPlatform", "GDataService", "GDataServer", "GTLRDiscovery", "GTLR", "GDataAuth",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A runnable example of the typed, streaming API: `swift run ReadArchive [FILE]`.
        .executableTarget(name: "ReadArchive", dependencies: ["GDataCore"], path: "Examples/ReadArchive"),
        // Whole-process benchmarks (release build): `swift run -c release gdata-bench`. The HTTP suite's upload server
        // is the tests' `UploadTestServer`.
        .executableTarget(name: "GDataBenchmarks", dependencies: ["GDataTestSupport"], path: "Benchmarks/GDataBenchmarks"),
        // The framework's ceiling for `scripts/bench-serve.sh`: one Hummingbird route with a fixed body.
        .executableTarget(
            name: "HummingbirdCeiling",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/HummingbirdCeiling"
        ),
        // zlib for the tests' gzip (libcurl inflates with the same library).
        .systemLibrary(
            name: "CGDataZlib",
            path: "Tests/CGDataZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // What the test targets share: loopback HTTP servers (SwiftNIO, 127.0.0.1 only) including the one
        // fault-injecting upload server, fixtures around the product's local server, raw sockets, temporary
        // directories, a ticket's events.
        .target(
            name: "GDataTestSupport",
            dependencies: [
                "CGDataZlib", "GDataHTTP", "GDataServer",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/GDataTestSupport"
        ),
        .testTarget(
            name: "GDataTests",
            dependencies: ["GData", "GDataCore", "GDataHTTP", "GDataInspectJSON", "GDataTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "GDataHTTPTests",
            dependencies: ["GDataHTTP", "GDataPlatform", "GDataTestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "GDataCLITests",
            dependencies: ["GDataTestSupport", "GDataServer", "GDataHTTP"]
        ),
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
