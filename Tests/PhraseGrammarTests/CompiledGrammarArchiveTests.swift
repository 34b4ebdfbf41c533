import Testing
@testable import PhraseGrammar

@Suite struct CompiledGrammarArchiveTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            skip = please | um | can you
            rule ride = cab | taxi | [a] ride
            list ride_option
              SUV = suv | (ex el)
              Shared = pool | shared [ride]
            wildcard place
              max = 4
              stop = for | at
              strip = the
            intent RequestRide
              trigger: (get | book) me a <ride>
              slot dropOff: to {place}
              slot rideOption: {ride_option}
              slot partySize: for {number}
              slot pickupTime: at {time}
              slot order: (first; second)
            global
              answer yes (alone): yes | yeah
            expect partySize
              slot partySize (alone): {number}
            """)
    }

    private func archived(_ grammar: CompiledGrammar) -> [UInt8] {
        var writer = GrammarArchiveWriter()
        grammar.write(to: &writer)
        return writer.finished()
    }

    private func readBack(_ bytes: [UInt8]) throws -> CompiledGrammar {
        var reader = try GrammarArchiveReader(bytes)
        let grammar = try CompiledGrammar(from: &reader)
        #expect(reader.isAtEnd)
        return grammar
    }

    @Test func aGrammarReadBackParsesExactlyAsTheOriginal() throws {
        let copy = try readBack(archived(grammar))
        let utterances = [
            "please get me an ex el to the Ferry Building for 4 at 9am", "um book me a taxi to SFO", "yeah", "3",
            "second first", "can you get me a shared ride", "nothing here at all", "",
        ]
        for text in utterances {
            #expect(String(describing: copy.parse(text)) == String(describing: grammar.parse(text)), "\(text)")
        }
        #expect(String(describing: copy.parse("3", expectations: ["partySize"])) == String(describing: grammar.parse("3", expectations: ["partySize"])))
        #expect(copy.parse("3", expectations: ["partySize"]).labels == ["slot partySize"])
    }

    @Test func aGrammarReadBackKeepsItsDeclarationsForToolsThatExplainIt() throws {
        let copy = try readBack(archived(grammar))
        #expect(copy.definition.phrases == grammar.definition.phrases)
        #expect(copy.definition.rules == grammar.definition.rules)
        #expect(copy.definition.lists == grammar.definition.lists)
        #expect(copy.definition.wildcards == grammar.definition.wildcards)
        #expect(copy.definition.skips == grammar.definition.skips)
        #expect(copy.synonyms(ofList: "ride_option", value: "Shared") == ["pool", "shared", "shared ride"])
    }

    @Test func archivingIsDeterministicAndARoundTripChangesNoByte() throws {
        let bytes = archived(grammar)
        #expect(archived(grammar) == bytes)
        let again = archived(try readBack(bytes))
        let firstDifference = zip(again, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(again.count, bytes.count)
        #expect(again == bytes, "first difference at byte \(firstDifference) of \(bytes.count) (\(again.count) read back): \(Array(bytes[max(0, firstDifference - 40)..<min(bytes.count, firstDifference + 40)]))")
    }

    @Test func extraEntriesSurviveTheRoundTrip() throws {
        guard let entry = CompiledGrammar.entry(value: "Minivan", phrase: "the big van") else {
            Issue.record("no entry made")
            return
        }
        let extended = grammar.replacingExtraEntries(["ride_option": [entry]])
        let copy = try readBack(archived(extended))
        #expect(copy.extraEntries == extended.extraEntries)
        #expect(copy.parse("get me a cab the big van").values["rideOption"] == .entry("Minivan"))
    }

    @Test func aDamagedByteIsRefusedByTheChecksum() throws {
        var bytes = archived(grammar)
        bytes[bytes.count / 2] ^= 0x40
        #expect(throws: GrammarArchiveError.self) { try readBack(bytes) }
    }

    @Test func aTruncatedArchiveIsRefused() throws {
        let bytes = archived(grammar)
        for length in [0, 7, 8, bytes.count / 3, bytes.count - 1] {
            #expect(throws: GrammarArchiveError.self) { try readBack(Array(bytes.prefix(length))) }
        }
    }

    @Test func anArchiveOfAnotherKindIsRefusedWithoutTrapping() throws {
        var writer = GrammarArchiveWriter()
        writer.write("some other format")
        writer.write(Int.max)
        #expect(throws: GrammarArchiveError.self) { try readBack(writer.finished()) }

        // A well-formed archive whose counts claim more than it holds.
        var lying = GrammarArchiveWriter()
        lying.write(CompiledGrammar.archiveFormat)
        lying.write(1_000_000)
        #expect(throws: GrammarArchiveError.self) { try readBack(lying.finished()) }
    }

    @Test func theReaderReadsBackEveryKindOfValueInOrder() throws {
        var writer = GrammarArchiveWriter()
        writer.write(-42)
        writer.write(Int32(-7))
        writer.write(true)
        writer.write("word")
        writer.write(String?.none)
        writer.write(["a", "word", "a"])
        writer.write([Int32(1), -2, 3])
        writer.write([Int64.min, 0, Int64.max])
        writer.write([UInt8(0), 255])
        var reader = try GrammarArchiveReader(writer.finished())
        #expect(try reader.readInt() == -42)
        #expect(try reader.readInt32() == -7)
        #expect(try reader.readBool())
        #expect(try reader.readString() == "word")
        #expect(try reader.readOptionalString() == nil)
        #expect(try reader.readStrings() == ["a", "word", "a"])
        #expect(try reader.readInt32s() == [1, -2, 3])
        #expect(try reader.readInt64s() == [Int64.min, 0, Int64.max])
        #expect(try reader.readBytes() == [0, 255])
        #expect(reader.isAtEnd)
        #expect(throws: GrammarArchiveError.self) { try reader.readInt32() }
    }

    @Test func phraseExpressionsAreReadOnlyWhenAskedForAndThenAreTheOriginals() throws {
        let copy = try readBack(archived(grammar))
        #expect(copy.archivedExpressions != nil)
        #expect(copy.phraseHeadings.allSatisfy { $0.expression == .sequence([]) })
        #expect(copy.phraseHeadings.map(\.label) == grammar.definition.phrases.map(\.label))
        // A match's phrase and the definition hold the expressions as compiled.
        let match = try #require(copy.parse("um book me a taxi to SFO").matches.first)
        #expect(match.phrase == grammar.definition.phrases[match.phraseIndex])
        #expect(copy.definition.phrases == grammar.definition.phrases)
        // Written again, the copy is the same archive.
        #expect(archived(copy) == archived(grammar))
    }

    @Test func aPhraseExpressionSectionThatDoesNotReadBackGivesEmptyExpressionsWithoutTrapping() throws {
        var writer = GrammarArchiveWriter()
        writer.writeSection { $0.write(Int32(99)) }
        var reader = try GrammarArchiveReader(writer.finished())
        let expressions = ArchivedPhraseExpressions(section: try reader.readSection(), count: 2)
        #expect(reader.isAtEnd)
        #expect(expressions.expressions == [.sequence([]), .sequence([])])
    }
}
