import Testing
import VitrumGeometry

@testable import VitrumLab

@Suite struct SweepSpecificationTests {
  @Test func parsesAndSortsValues() throws {
    let count = try SweepSpecification(parsing: "count=256,1,48,8")
    #expect(count.parameter == .count)
    #expect(count.values == [.number(1), .number(8), .number(48), .number(256)])
    let card = try SweepSpecification(parsing: "card=200x120, 100X60")
    #expect(card.values == [.size(Size(100, 60)), .size(Size(200, 120))])
    #expect(card.values.map(\.label) == ["100×60", "200×120"])
    #expect(try SweepSpecification(parsing: "coverage=0.5,0.05").values == [.number(0.05), .number(0.5)])
    #expect(try SweepSpecification(parsing: "spacing=0,8,16").values.count == 3)
    #expect(try SweepSpecification(parsing: "threads=2,1").values == [.number(1), .number(2)])
    #expect(try SweepSpecification(parsing: "blur=0,10.5").values.map(\.description) == ["0", "10.5"])
  }

  @Test(arguments: [
    (
      "count", "expects PARAMETER=V1,V2,… with PARAMETER one of count, spacing, blur, card, coverage, threads"
    ),
    ("size=1,2", "unknown parameter \"size\""),
    ("count=1,,8", "count: value 2 is empty"),
    ("count=1,8,", "count: value 3 is empty"),
    ("count=0,8", "count: \"0\" is not a whole number from 1 to 10000"),
    ("count=1.5,8", "count: \"1.5\" is not a whole number"),
    ("threads=1,300", "threads: \"300\" is not a whole number from 1 to 256"),
    ("spacing=-1,4", "spacing: \"-1\" is not a number of points from 0 to 1000"),
    ("blur=nan,4", "blur: \"nan\" is not a number of points"),
    ("coverage=0,0.5", "coverage: \"0\" is not a share above 0"),
    ("coverage=0.5,1.5", "coverage: \"1.5\" is not a share above 0"),
    ("card=200,100x60", "card: \"200\" is not a card size like 200x120"),
    ("card=200x120,120x200", "card: 200x120 and 120x200 have the same area"),
    ("count=8,8", "count: 8 appears twice"),
    ("count=8", "count: a sweep needs at least two values, got 1"),
  ])
  func refusesWithAMessage(text: String, message: String) {
    #expect {
      _ = try SweepSpecification(parsing: text)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test func refusesTooManyValues() {
    let text = "count=" + (1...65).map(String.init).joined(separator: ",")
    #expect(throws: SweepSpecification.ParseError.self) { try SweepSpecification(parsing: text) }
  }

  /// Card size and coverage both size the cards: applying one clears the other.
  @Test func applyingAValueChangesOnlyItsParameter() {
    let base = CardsGenerator(count: 48, spacing: 4, coverage: 0.3, blur: 10)
    let card = ABSweep.apply(.size(Size(200, 120)), of: .card, to: base)
    #expect(card.card == Size(200, 120) && card.coverage == nil && card.count == 48 && card.spacing == 4)
    let coverage = ABSweep.apply(.number(0.5), of: .coverage, to: card)
    #expect(coverage.coverage == 0.5 && coverage.card == nil)
    #expect(ABSweep.apply(.number(8), of: .count, to: base).count == 8)
    #expect(ABSweep.apply(.number(16), of: .spacing, to: base).spacing == 16)
    #expect(ABSweep.apply(.number(2), of: .blur, to: base).blur == 2)
    let threads = ABSweep.apply(.number(2), of: .threads, to: base)
    #expect(threads.count == base.count)
    #expect(threads.spacing == base.spacing)
    #expect(threads.coverage == base.coverage)
  }
}
