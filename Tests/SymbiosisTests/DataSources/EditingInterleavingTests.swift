import Symbiosis
import SymbiosisTesting
import Testing

/// Random interleavings of loads, edits, refreshes, failures and cancels, checked against a
/// model of the documented outcome: an edit is applied at once, and replayed by identity over
/// the result of the load in flight when it was made (or of the load that replaced that one).
@MainActor
@Suite("Editing data sources: random interleavings")
struct EditingInterleavingTests {
  /// An edit of one member's age: a set, or an increment, which shows an edit applied twice.
  private enum AgeEdit {
    case set(Int)
    case add(Int)

    func apply(to member: inout Member) {
      switch self {
      case .set(let age): member.age = age
      case .add(let years): member.age += years
      }
    }
  }

  /// What the source must show: its value, whether a load runs, and the edits waiting for it.
  private struct Model {
    var list: [Member]?
    var isLoading = false
    var waitingEdits: [(id: Int, edit: AgeEdit)] = []

    mutating func edit(_ id: Int, _ edit: AgeEdit) {
      if isLoading { waitingEdits.append((id, edit)) }
      list = list.map { Self.applying([(id, edit)], to: $0) }
    }

    mutating func loaded(_ result: [Member]) {
      list = Self.applying(waitingEdits, to: result)
      waitingEdits = []
      isLoading = false
    }

    mutating func ended() {
      waitingEdits = []
      isLoading = false
    }

    static func applying(_ edits: [(id: Int, edit: AgeEdit)], to list: [Member]) -> [Member] {
      var list = list
      for (id, edit) in edits {
        if let index = list.firstIndex(where: { $0.id == id }) { edit.apply(to: &list[index]) }
      }
      return list
    }
  }

  private static let ids = 1...5

  /// A list a server might send: some of the ids, in any order, with ages of its own.
  private static func serverList(_ random: inout SeededRandom) -> [Member] {
    ids.filter { _ in Bool.random(using: &random) }.shuffled(using: &random).map { id in
      Member(id: id, name: "M\(id)", age: Int.random(in: 0...99, using: &random))
    }
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func editsAndLoadsInAnyOrderLoseNothingTheUserTyped(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let api = Gate<[Member]>()
    let people = DataSource(load: api.load)
    let byID = people.sorted { $0.id < $1.id }
    let details = Dictionary(
      uniqueKeysWithValues: Self.ids.map { id in
        let detail = SettableDataSource<Member>()
        detail.follow(people.item(id))
        return (id, detail)
      })
    var model = Model()
    model.isLoading = true
    try await api.answer(.success(Self.serverList(&random)))
    try await waitUntil { people.phase.value != .loading }
    model.loaded(people.value.value ?? [])

    for step in 0..<40 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<2:
        people.refresh()
        model.isLoading = true
      case 2 where model.isLoading:
        let result = Self.serverList(&random)
        try await api.answer(.success(result))
        try await waitUntil { people.phase.value != .loading }
        model.loaded(result)
      case 3 where model.isLoading:
        try await api.answer(.failure(Offline()))
        try await waitUntil { people.phase.value == .failed }
        model.ended()
      case 4:
        people.cancel()
        if model.isLoading { model.ended() }
      default:
        let id = Int.random(in: Self.ids, using: &random)
        let amount = Int.random(in: 100...130, using: &random)
        let edit = Bool.random(using: &random) ? AgeEdit.set(amount) : .add(amount)
        details[id]?.modify { edit.apply(to: &$0) }
        model.edit(id, edit)
      }
      let context = Comment(rawValue: "seed \(seed), step \(step)")
      #expect(people.value.value == model.list, context)
      #expect((people.phase.value == .loading) == model.isLoading, context)
      #expect(byID.value.value == model.list?.sorted { $0.id < $1.id }, context)
      for (id, detail) in details {
        if let member = model.list?.first(where: { $0.id == id }) {
          #expect(detail.value.value == member, context)
        } else if !model.isLoading {
          #expect(detail.phase.value == .failed, context)
        }
      }
    }
  }
}
