import PhraseGrammar
import PhraseGrammarOracle
import Testing

/// The reference matcher on small grammars, read as the grammar's README says, and the fast
/// matcher reading them alike.
struct ReferenceMatcherTests {
    static let rides = """
        skip = please | um | can you

        rule ride_noun = cab | taxi | ride

        list ride_option
          SUV = suv | xl | "ex el"
          Standard = standard | regular

        wildcard place
          max = 4
          strip = the | a
          stop = for | with
          join = and

        intent RequestRide
          trigger: (get | book) [me] [a | an] [{ride_option:rideOption}] <ride_noun>

        global
          slot dropOff: to {place}
          slot partySize: for {number} [people]
          slot scheduledPickupTime: (at | for) {time}
          answer yes (alone): yes | yeah
        """

    private static func both(_ text: String, grammar source: String = rides) throws -> (fast: ParseReading, reference: ParseReading) {
        let grammar = try CompiledGrammar(sources: [GrammarSource(path: "rides.grammar", text: source)])
        let reference = ReferenceMatcher(definition: grammar.definition)
        return (ParseReading(grammar.parse(text)), reference.parse(text).reading)
    }

    @Test func readsAnIntentItsSlotsAndTheirValues() throws {
        let (fast, reference) = try Self.both("um can you get me an XL cab to the Ferry Building for 4 people please")
        #expect(reference.intent == "RequestRide")
        let captures = reference.matches.flatMap(\.captures).map { "\($0.slot)=\($0.value)" }
        #expect(captures == ["rideOption=entry(\"SUV\")", "dropOff=text(\"Ferry Building\")", "partySize=number(4.0)"])
        #expect(reference.residue.isEmpty)
        #expect(fast == reference, "\(fast)\n\(reference)")
    }

    @Test func aLoneNumberReadAsATimeIsWeakerThanANumberAPhraseNames() throws {
        // "for two" is a party of two (20 + 20 - 1 + 20 for the number) rather than a time (20 + 10 - 1).
        let (fast, reference) = try Self.both("for two")
        #expect(reference.matches.map(\.score) == [39])
        #expect(reference.matches.first?.captures.first?.slot == "partySize")
        let (fastTime, referenceTime) = try Self.both("for 5 pm")
        #expect(referenceTime.matches.first?.captures.first?.slot == "scheduledPickupTime")
        #expect(fast == reference)
        #expect(fastTime == referenceTime)
    }

    @Test func aWildcardStopsAtAStopWordAndJoinsOnlyBeforeAWordThatCouldStartIt() throws {
        let (fast, reference) = try Self.both("to Barnes and Noble for 2")
        #expect(reference.matches.first?.captures.first?.value == .text("Barnes and Noble"))
        let (fastEnd, referenceEnd) = try Self.both("to SFO and 3")
        #expect(referenceEnd.matches.first?.captures.first?.value == .text("SFO"))
        #expect(fast == reference)
        #expect(fastEnd == referenceEnd)
    }

    @Test func aWildcardTextIsNeverOnlyItsStripWords() throws {
        let (fast, reference) = try Self.both("to the")
        #expect(reference.matches.isEmpty)
        let (fastLonger, referenceLonger) = try Self.both("to the zoo")
        #expect(referenceLonger.matches.first?.captures.first?.value == .text("zoo"))
        #expect(fast == reference)
        #expect(fastLonger == referenceLonger)
    }

    @Test func anAlonePhraseMatchesOnlyTheWholeUtterance() throws {
        let (fast, reference) = try Self.both("yes")
        #expect(reference.matches.count == 1)
        let (fastLonger, referenceLonger) = try Self.both("yes to SFO")
        #expect(referenceLonger.matches.map(\.phraseIndex) == [1])
        #expect(referenceLonger.residue.count == 1)
        #expect(fast == reference)
        #expect(fastLonger == referenceLonger)
    }
}
