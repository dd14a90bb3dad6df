import Foundation
import GDataTestSupport
import Glibc

/// The HTTP suite's upload server: the tests' fault-injecting upload server (`UploadTestServer`, SwiftNIO, on
/// 127.0.0.1) counting bytes without keeping them, with no fault injected.
///
/// The harness starts it as a child process (`GDataBenchmarks _upload-sink --port-file F --log-file L`) so that its
/// CPU and memory stay apart from the measured clients. Both peers upload to `/upload`: a request that announces
/// `X-Upload-Content-Length` opens a session of the resumable protocol (`gdata upload --protocol resumable`: `POST`,
/// then `PUT` chunks with `Content-Range`, answered `308` + `Range` until the last byte), any other is a single-request
/// upload (`curl -T`: one `PUT`, `201`; `Expect: 100-continue` is answered). Every finished upload appends
/// `complete bytes=<bytes received> path=<session>` to the log file, which the harness reads to check that the whole
/// file arrived.
enum UploadSink {
    /// Serves until the harness stops the process; returns 1 when the server cannot start.
    static func serve(portFile: String, logFile: String) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let log = open(logFile, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard log >= 0 else { return 1 }
        let uploads = UploadTestServer(keepsBytes: false) { session in
            guard session.receivedLength == session.totalLength else { return }
            let line = Array("complete bytes=\(session.receivedLength) path=\(session.id)\n".utf8)
            _ = line.withUnsafeBytes { write(log, $0.baseAddress, $0.count) }
        }
        let started = DispatchSemaphore(value: 0)
        let running = TestLockedValue<TestHTTPServer?>(nil)  // held for the life of the process
        Task {
            do {
                let server = try await TestHTTPServer.start(keepsBodies: false) { request in
                    var routed = request
                    if request.path == "/upload" {
                        routed.path = request.header("X-Upload-Content-Length") == nil ? "/single" : "/start/resumable"
                    }
                    return uploads.handle(routed)
                }
                running.withLock { $0 = server }
            } catch {
                FileHandle.standardError.write(Data("upload sink: \(error)\n".utf8))
            }
            started.signal()
        }
        started.wait()
        guard let bound = running.current?.port else { return 1 }
        let temporary = portFile + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data("\(bound)\n".utf8)),
            rename(temporary, portFile) == 0
        else { return 1 }
        dispatchMain()
    }
}
