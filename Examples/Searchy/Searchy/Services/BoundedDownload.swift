import CSearchyCurl
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One GET whose body, once any Content-Encoding is undone, may be at most `limit` bytes: libcurl
/// stops reading the moment the body passes the bound, so an endless body or a gzip bomb costs
/// the bound and no more.
///
/// Not URLSession: on Linux it hands libcurl's output to its delegate asynchronously, with no
/// back-pressure, and libcurl inflates a whole gzip body in one go, so neither a delegate nor
/// `data(from:)` can stop at a bound (measured: an endless body passed 1 GB, a 0.5 MB gzip body
/// 512 MiB, before a delegate's cancel took effect).
struct BoundedDownload: Sendable {
  /// The address to GET, http or https.
  let url: URL
  /// The most bytes of body accepted, counted after decoding.
  let limit: Int

  /// The HTTP status and body of the response: a failing status comes with whatever body was
  /// read. The transfer runs on a thread of its own (libcurl blocks), which ends within about a
  /// second of the calling task being cancelled.
  ///
  /// - Throws: `CancellationError` when cancelled, ``SearchError/tooLarge(limit:)`` past the
  ///   bound, a `URLError` when the server cannot be reached or the transfer breaks off.
  func run() async throws -> (status: Int, body: Data) {
    try Task.checkCancellation()
    let stop = StopFlag()
    let (url, limit) = (url, limit)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A thread of its own, not a shared pool's: a transfer waiting on a silent server must
        // not hold up the others.
        Thread {
          continuation.resume(with: Result { try Receiver(limit: limit, stop: stop).get(url) })
        }.start()
      }
    } onCancel: {
      stop.raise()
    }
  }

  /// Whether the task waiting for a transfer was cancelled; read by libcurl's thread.
  private final class StopFlag: Sendable {
    private let raised = Atomic(false)
    func raise() { raised.store(true, ordering: .relaxed) }
    var isRaised: Bool { raised.load(ordering: .relaxed) }
  }

  /// The body of one transfer, filled on libcurl's thread and read there once it ends.
  private final class Receiver {
    let limit: Int
    let stop: StopFlag
    var body = Data()
    var isOverLimit = false

    init(limit: Int, stop: StopFlag) { (self.limit, self.stop) = (limit, stop) }

    func get(_ url: URL) throws -> (status: Int, body: Data) {
      var status = 0
      var message = [CChar](repeating: 0, count: Int(SEARCHY_CURL_MESSAGE_CAPACITY))
      let code = withExtendedLifetime(self) {
        searchy_curl_get(
          url.absoluteString, Int64(limit), Self.write, Self.shouldStop,
          Unmanaged.passUnretained(self).toOpaque(), &status, &message)
      }
      if stop.isRaised { throw CancellationError() }
      if status != 0, !(200..<300).contains(status) { return (status, body) }
      if isOverLimit || code == SEARCHY_CURL_FILESIZE_EXCEEDED {
        throw SearchError.tooLarge(limit: limit)
      }
      guard code == SEARCHY_CURL_OK else {
        let reason = String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
        if code == SEARCHY_CURL_NOT_LOADED { throw SearchError.network(reason) }
        throw URLError(Self.urlErrorCode(curl: code), userInfo: [NSLocalizedDescriptionKey: reason])
      }
      return (status, body)
    }

    /// Takes a piece of the body, or stops the transfer (returning 0) once it would pass the
    /// bound or the task was cancelled.
    private func take(_ bytes: UnsafePointer<CChar>, count: Int) -> Int {
      guard !stop.isRaised else { return 0 }
      guard body.count + count <= limit else {
        isOverLimit = true
        return 0
      }
      bytes.withMemoryRebound(to: UInt8.self, capacity: count) { body.append($0, count: count) }
      return count
    }

    private static let write: searchy_curl_write = { bytes, count, context in
      guard let bytes, let context else { return 0 }
      return Unmanaged<Receiver>.fromOpaque(context).takeUnretainedValue().take(bytes, count: count)
    }

    private static let shouldStop: searchy_curl_should_stop = { context in
      guard let context else { return 1 }
      return Unmanaged<Receiver>.fromOpaque(context).takeUnretainedValue().stop.isRaised ? 1 : 0
    }

    /// The URLSession error that libcurl's `code` corresponds to, so failures read as before.
    static func urlErrorCode(curl code: Int32) -> URLError.Code {
      switch Int(code) {
      case Int(SEARCHY_CURL_COULDNT_RESOLVE_HOST): .cannotFindHost
      case Int(SEARCHY_CURL_COULDNT_CONNECT): .cannotConnectToHost
      case Int(SEARCHY_CURL_OPERATION_TIMEDOUT): .timedOut
      case Int(SEARCHY_CURL_SSL_CONNECT_ERROR): .secureConnectionFailed
      case Int(SEARCHY_CURL_PEER_FAILED_VERIFICATION): .serverCertificateUntrusted
      case Int(SEARCHY_CURL_PARTIAL_FILE), Int(SEARCHY_CURL_GOT_NOTHING),
        Int(SEARCHY_CURL_SEND_ERROR), Int(SEARCHY_CURL_RECV_ERROR):
        .networkConnectionLost
      default: .unknown
      }
    }
  }
}
