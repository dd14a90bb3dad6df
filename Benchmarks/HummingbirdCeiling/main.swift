// The stack's own ceiling for `scripts/bench-serve.sh`: a minimal Hummingbird server with one route that answers every
// GET with the same fixed body (the size of the benchmark's feed page), no work per request beyond the framework's.
//   HummingbirdCeiling BODY-FILE        prints http://127.0.0.1:PORT/ on stdout once it listens; stops on SIGTERM
import Foundation
import Hummingbird
import Logging

let arguments = CommandLine.arguments
guard arguments.count == 2, let body = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: HummingbirdCeiling BODY-FILE\n".utf8))
    exit(64)
}
let buffer = ByteBuffer(bytes: body)
let router = Router()
router.get("**") { _, _ in
    Response(
        status: .ok,
        headers: [.contentType: "application/atom+xml; charset=UTF-8"],
        body: ResponseBody(byteBuffer: buffer)
    )
}
var logger = Logger(label: "ceiling") { StreamLogHandler.standardError(label: $0) }
logger.logLevel = .error
let application = Application(
    router: router,
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), serverName: "ceiling"),
    onServerRunning: { channel in
        FileHandle.standardOutput.write(Data("http://127.0.0.1:\(channel.localAddress?.port ?? 0)/\n".utf8))
    },
    logger: logger
)
try await application.runService()
