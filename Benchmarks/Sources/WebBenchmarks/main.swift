// The browser platform's figures, from the repository's root:
// `swift run --package-path Benchmarks -c release WebBenchmarks [bytes] [memory] [latency]`.
// `memory` and `latency` run the root package's release `people` binary
// (`swift build -c release --product people` first; `--people PATH` for another one);
// `--tabs N` and `--events N` bound them. `load` (not run by default) is many tabs at once:
// `load --sessions 1000 --rate 1 --seconds 60`. `idle --sessions N` (not run by default) is the
// heap of N idle People sessions made in process.
import Foundation

let arguments = CommandLine.arguments.dropFirst()

func option(_ name: String, default value: String) -> String {
  guard let index = arguments.firstIndex(of: name),
    arguments.index(after: index) < arguments.endIndex
  else { return value }
  return arguments[arguments.index(after: index)]
}

let people = option("--people", default: ".build/release/people")
let commands = arguments.filter { ["bytes", "memory", "latency", "load", "idle"].contains($0) }
let chosen = commands.isEmpty ? ["bytes", "memory", "latency"] : Array(commands)

do {
  for (index, command) in chosen.enumerated() {
    if index > 0 { print() }
    switch command {
    case "bytes": try await WireBytes.run()
    case "load":
      try await LoadGenerator.run(
        binary: people, sessions: Int(option("--sessions", default: "1000")) ?? 1000,
        rate: Double(option("--rate", default: "1")) ?? 1,
        seconds: Int(option("--seconds", default: "60")) ?? 60)
    case "idle":
      try await IdleMemory.run(sessions: Int(option("--sessions", default: "1000")) ?? 1000)
    case "memory":
      try await TabMemory.run(binary: people, tabs: Int(option("--tabs", default: "1000")) ?? 1000)
    default:
      try await EventLatency.run(
        binary: people, events: Int(option("--events", default: "500")) ?? 500)
    }
  }
} catch {
  FileHandle.standardError.write(Data("WebBenchmarks: \(error)\n".utf8))
  exit(1)
}
