/// Every command line the harness measures, in ONE place.
///
/// ┌──────────────────────────────────────────────────────────────────────────────────────────────────────────┐
/// │ EDIT HERE when the `gdata` CLI changes its flags. Each template is split on spaces FIRST and the          │
/// │ placeholders are substituted per argument afterwards, so paths with spaces are safe and no shell is used.│
/// │ Any template can also be replaced at run time: `--cmd NAME='TEMPLATE'` (e.g. `--cmd                      │
/// │ gdata-download='curl -s -o {out} {url}'`); `--gdata-as-curl` swaps every gdata HTTP template for its     │
/// │ curl twin (a harness self-test: both columns should then agree within noise).                           │
/// └──────────────────────────────────────────────────────────────────────────────────────────────────────────┘
///
/// Placeholders:
/// - `{gdata}`   the gdata binary (`--gdata PATH`, default `<scratch-path>/release/gdata`)
/// - `{before}`  the gdata binary to compare with (`--before PATH`; the XML suite's `gdata-before-*` rows)
/// - `{xmllint}` / `{curl}`  the peer tools (`--xmllint`, `--curl`; searched in PATH)
/// - `{file}`    the input file (XML suite: the generated feed; HTTP upload: the source file)
/// - `{huge}`    `--huge` when the XML file is over 10,000,000 bytes, else removed (xmllint refuses larger text
///               without it; see docs/performance.md)
/// - `{url}`     the URL to fetch or upload to
/// - `{out}`     the download's output file
/// - `{count}`   the number of small GETs (`--requests`, default 2000)
/// - `{curl-config}` a curl config file (`-K`) listing `{url}` `{count}` times, each with `output = /dev/null`
enum BenchmarkCommands {
    /// Template names and their default command lines.
    static let defaults: [String: String] = [
        // XML suite: full parse (object model) and streaming parse, versus libxml2's own tool.
        "gdata-full": "{gdata} inspect {file} --format summary",
        "gdata-stream": "{gdata} inspect {file} --stream --format summary",
        "xmllint-tree": "{xmllint} --noout {huge} {file}",
        "xmllint-stream": "{xmllint} --noout --stream {huge} {file}",
        // XML suite with `--before PATH`: the same two commands of another gdata binary.
        "gdata-before-full": "{before} inspect {file} --format summary",
        "gdata-before-stream": "{before} inspect {file} --stream --format summary",

        // HTTP suite: 1 GiB download to a file.
        "curl-download": "{curl} -s -S -f -o {out} {url}",
        "gdata-download": "{gdata} get {url} -o {out}",
        // HTTP suite: 1 GiB download to standard output (the harness makes it /dev/null, or a pipe it drains).
        "curl-stdout": "{curl} -s -S -f {url}",
        "gdata-stdout": "{gdata} get {url}",
        // HTTP suite: 1 GiB upload from a file. curl does one plain PUT; gdata runs the GData resumable protocol
        // (POST to start a session, then PUT chunks with Content-Range) against the harness's upload sink.
        "curl-upload": "{curl} -s -S -f -T {file} -o /dev/null {url}",
        "gdata-upload": "{gdata} upload {file} --url {url} --protocol resumable --mime application/octet-stream",
        // HTTP suite: {count} small GETs on one connection, in one process.
        "curl-small": "{curl} -s -S -f -K {curl-config}",
        "gdata-small": "{gdata} get {url} --repeat {count} -o /dev/null",
    ]

    /// The curl twins used for the gdata HTTP templates by `--gdata-as-curl`.
    static let curlTwins: [String: String] = [
        "gdata-download": "curl-download",
        "gdata-stdout": "curl-stdout",
        "gdata-upload": "curl-upload",
        "gdata-small": "curl-small",
    ]

    /// Expands `template` into an argument vector. Arguments that become empty (e.g. `{huge}` when not needed) are
    /// dropped.
    static func expand(_ template: String, values: [String: String]) -> [String] {
        template.split(separator: " ", omittingEmptySubsequences: true).compactMap { part -> String? in
            var argument = String(part)
            for (key, value) in values where argument.contains("{\(key)}") {
                argument = argument.replacingOccurrences(of: "{\(key)}", with: value)
            }
            return argument.isEmpty ? nil : argument
        }
    }
}
