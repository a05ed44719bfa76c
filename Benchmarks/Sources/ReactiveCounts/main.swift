import BindingWorkloads
import Glibc
import Symbiosis

// Runs one reactive benchmark case a given number of times, untimed, for counters that noise
// cannot move: run it under valgrind at two counts and divide the difference by the extra
// iterations (see Benchmarks/README.md).
//
//   valgrind --tool=callgrind ReactiveCounts property-set 20000   # instructions
//   valgrind ReactiveCounts cycle 2000                           # "total heap usage" allocs
//
// The view cases make COUNT views (`labels`, `cards`) and bind them (`label-bindings`,
// `card-bindings`), keeping them to the end: the difference between a case and its unbound one
// is what the bindings cost, in allocations and in bytes still in use at exit.

/// Where observers put what they receive, so the optimizer keeps the work that produced it.
///
/// Safety of @unchecked Sendable: the program runs on one thread.
final class Sink: @unchecked Sendable {
  var total = 0
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let iterations = Int(arguments[2]), iterations >= 0 else {
  print(
    "usage: ReactiveCounts property-set|chain|cycle|combine-latest|flat-map-latest"
      + "|labels|label-bindings|cards|card-bindings COUNT")
  exit(2)
}
let sink = Sink()
/// The views of a view case, kept alive until the program ends.
var views: (any ViewBindingWorkload)?
switch arguments[1] {
case "property-set":
  let property = MutableProperty(0)
  let subscription = property.observeValues { sink.total &+= $0 }
  for value in 0..<iterations { property.value = value }
  subscription.cancel()
case "chain":
  let (signal, input) = Signal<Int>.pipe()
  var chain = signal
  for _ in 0..<6 { chain = chain.map { $0 &+ 1 }.filter { $0 != .min } }
  let subscription = chain.observeValues { sink.total &+= $0 }
  for value in 0..<iterations { input.send(value) }
  subscription.cancel()
case "cycle":
  for value in 0..<iterations {
    let (signal, input) = Signal<Int>.pipe()
    let subscription = signal.observeValues { sink.total &+= $0 }
    input.send(value)
    subscription.cancel()
  }
case "combine-latest":
  let a = MutableProperty(0)
  let b = MutableProperty(0)
  let subscription = combineLatest(a.values, b.values).observeValues { pair in
    sink.total &+= pair.0 &+ pair.1
  }
  for value in 0..<iterations {
    if value & 1 == 0 { a.value = value } else { b.value = value }
  }
  subscription.cancel()
case "flat-map-latest":
  let (signal, input) = Signal<Int>.pipe()
  let subscription = signal.flatMapLatest { Signal.just($0) }.observeValues {
    sink.total &+= $0
  }
  for value in 0..<iterations { input.send(value) }
  subscription.cancel()
case "labels", "label-bindings":
  views = makeViews(BoundLabels.self, iterations, bound: arguments[1] == "label-bindings")
case "cards", "card-bindings":
  views = makeViews(BoundCards.self, iterations, bound: arguments[1] == "card-bindings")
default:
  print("unknown case \(arguments[1])")
  exit(2)
}
print(sink.total)

/// Makes `count` views of `workload`, binding them when `bound`.
@MainActor
func makeViews(_ workload: (some ViewBindingWorkload).Type, _ count: Int, bound: Bool)
  -> any ViewBindingWorkload
{
  let views = workload.init(count: count)
  views.makeViews()
  if bound { views.bind() }
  return views
}
