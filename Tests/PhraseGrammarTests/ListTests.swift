import Testing
import PhraseGrammar

@Suite struct ListTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            list ride_option
              SUV = suv | xl | large | van | "ex el"
              Shared = pool | shared [ride] | carpool
              cash
            global
              slot rideOption: [a | an] {ride_option} [ride]
              slot payment: pay {ride_option:other}
            """)
    }

    @Test func turnsWhatIsSaidIntoTheCanonicalValue() {
        #expect(grammar.parse("an XL").values["rideOption"] == .entry("SUV"))
        #expect(grammar.parse("ex el").values["rideOption"] == .entry("SUV"))
        #expect(grammar.parse("a shared ride").values["rideOption"] == .entry("Shared"))
        #expect(grammar.parse("cash").values["rideOption"] == .entry("cash"))
    }

    @Test func capturesIntoTheSlotNamedAfterTheColon() {
        #expect(grammar.parse("pay carpool").values["other"] == .entry("Shared"))
    }

    @Test func reportsTheSynonymAsTyped() throws {
        let text = "I want a Carpool"
        let capture = try #require(grammar.parse(text).matches.first?.captures.first)
        #expect(capture.span.text(in: text) == "Carpool")
    }

    @Test func listsValuesAndSynonyms() {
        #expect(grammar.values(ofList: "ride_option") == ["SUV", "Shared", "cash"])
        #expect(grammar.synonyms(ofList: "ride_option", value: "Shared") == ["pool", "shared", "shared ride", "carpool"])
    }

    @Test func addsEntriesAtRunTimeAndReplacesThemLater() throws {
        let workCard = try #require(CompiledGrammar.entry(value: "work card", phrase: "work card"))
        let extended = grammar.replacingExtraEntries(["ride_option": [workCard]])
        #expect(extended.parse("my work card").values["rideOption"] == .entry("work card"))
        #expect(extended.replacingExtraEntries([:]).parse("my work card").values["rideOption"] == nil)
        #expect(grammar.parse("my work card").values["rideOption"] == nil)
    }
}

/// A grammar may declare any number of lists: past 63, lists share the last bit of a position's
/// mask of lists (`FoundValues.listMasks`), which only narrows what the walk looks at.
@Suite struct ManyListsTests {
    @Test func listsPastTheSixtyFourthCaptureTheirOwnEntries() throws {
        let lists = (0..<70).map { "list l\($0)\n  W\($0) = w\($0)" }.joined(separator: "\n")
        let grammar = try compile(lists + """

            global
              slot first: pick {l0}
              slot last: pick {l63}
              slot beyond: pick {l64}
              slot farthest: pick {l69}
            """)
        #expect(grammar.parse("pick w0").values == ["first": .entry("W0")])
        #expect(grammar.parse("pick w63").values == ["last": .entry("W63")])
        #expect(grammar.parse("pick w64").values == ["beyond": .entry("W64")])
        #expect(grammar.parse("pick w69").values == ["farthest": .entry("W69")])
        #expect(grammar.parse("pick w68").matches.isEmpty, "list 68 shares list 69's bit but no phrase captures it")
    }
}
