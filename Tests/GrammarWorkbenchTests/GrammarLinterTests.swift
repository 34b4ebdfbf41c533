import Foundation
import GrammarWorkbench
import PhraseGrammar
import RideLanguage
import Testing

struct GrammarLinterTests {
    static let flawed = """
        skip = please | um

        rule want = get | book
        rule ride_noun = cab | taxi
        rule spare = foo | bar

        list ride_option
          Standard = standard | regular
          SUV = suv | xl | regular
          Comfort = xl comfort
          Eight = ate
          Quiet = please
          Standard = normal

        list payment_type
          Visa = visa | standard

        list leftovers
          thing = thing

        list app_name
          Hail = hail | airport

        wildcard place
          max = 4

        intent RequestRide
          trigger: <want> [a] [{ride_option:rideOption}] <ride_noun>

        global
          slot dropOff: to {place}
          slot paymentMethod: with {payment_type}
          filler: ask {app_name}
        """

    static func lint(_ text: String, vocabulary: String? = nil, options: LintOptions = LintOptions()) -> LintReport {
        let directory = GrammarDirectoryText(
            sources: [GrammarSource(path: "rides.grammar", text: text)], vocabularyPath: vocabulary == nil ? nil : "AppIntentVocabulary.plist",
            vocabularyText: vocabulary)
        return GrammarLinter.lint(directory, options: options)
    }

    static func findings(_ report: LintReport, _ kind: LintFinding.Kind) -> [LintFinding] {
        report.findings.filter { $0.kind == kind }
    }

    let report = Self.lint(Self.flawed, options: LintOptions(placeNames: ["Ferry Building", "Airport"]))

    @Test func findsOnePhraseForTwoValuesOfOneListAsAnError() throws {
        let finding = try #require(Self.findings(report, .conflictingSynonym).first)
        #expect(finding.isError)
        #expect(finding.location.line == 9)
        #expect(finding.message == "'regular' means both {ride_option} SUV and Standard (rides.grammar:8)")
    }

    @Test func findsOnePhraseInTwoListsForDifferentParameters() throws {
        let finding = try #require(Self.findings(report, .crossListSynonym).first)
        #expect(!finding.isError)
        #expect(finding.location.line == 16)
        #expect(finding.message.contains("'standard' is {payment_type} Visa and also {ride_option} Standard (rides.grammar:8), for different parameters"))
    }

    @Test func findsASynonymInsideALongerOneThatMeansSomethingElse() throws {
        let finding = try #require(Self.findings(report, .containment).first { $0.message.hasPrefix("'xl'") })
        #expect(finding.location.line == 10)
        #expect(finding.message.contains("is inside 'xl comfort' ({ride_option} Comfort"))
    }

    @Test func findsASynonymThatSoundsLikeANumber() throws {
        let finding = try #require(Self.findings(report, .homophone).first)
        #expect(finding.location.line == 11)
        #expect(finding.message == "'ate' ({ride_option} Eight) sounds like the number 'eight'")
    }

    @Test func findsUnusedRulesListsAndEntriesNoOneCanSay() {
        let messages = Self.findings(report, .unreachable).map { "\($0.location.line) \($0.severity) \($0.message)" }
        #expect(messages.contains("5 warning rule '<spare>' is never used by a phrase"))
        #expect(messages.contains("18 warning list '{leftovers}' is never used by a phrase"))
        #expect(messages.contains("12 error list entry 'Quiet' of {ride_option} is only skip words, which are dropped before matching"))
    }

    @Test func findsAnAppNameThatIsAlsoAPlace() throws {
        let finding = try #require(Self.findings(report, .appName).first)
        #expect(finding.isError)
        #expect(finding.message == "app name 'airport' is also the name of a place ('Airport')")
        #expect(report.hasErrors)
    }

    @Test func findsAnAppNameThatIsAlsoAnOption() throws {
        let text = Self.flawed.replacingOccurrences(of: "Hail = hail | airport", with: "Hail = hail | xl")
        let finding = try #require(Self.findings(Self.lint(text), .appName).first)
        #expect(finding.message == "app name 'xl' is also {ride_option} SUV (rides.grammar:9)")
    }

    @Test func findsPhrasesTheUsersVocabularyMakesAmbiguous() throws {
        let text = WorkbenchFixture.clean + "\n\nlist saved_place\nlist payment_nickname\n"
            + "global\n  slot pickup: from {saved_place}\n  slot paymentMethod: on {payment_nickname}\n"
        let report = Self.lint(text, options: LintOptions(userVocabulary: UserVocabulary(placeNames: ["home", "work"], paymentNicknames: ["home", "work card"])))
        let messages = report.findings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'home' is {payment_nickname} home and also {saved_place} home (user vocabulary), for different parameters") })
        #expect(messages.contains { $0.hasPrefix("'work' ({saved_place} work, user vocabulary) is inside 'work card'") })
    }

    @Test func reportsAReferenceToAMissingRuleWithItsLine() throws {
        let report = Self.lint(WorkbenchFixture.clean.replacingOccurrences(of: "where is my <ride_noun>", with: "where is my <ride_nuon>"))
        let finding = try #require(report.findings.first)
        #expect(finding.kind == .missingReference)
        #expect(finding.location.line == 22)
        #expect(finding.message == "unknown rule '<ride_nuon>'; did you mean '<ride_noun>'?")
        #expect(report.rendered().contains(" 22 |   trigger: where is my <ride_nuon>"))
    }

    @Test func findsAnIntentExampleThatNoLongerParsesToItsIntent() throws {
        let report = Self.lint(WorkbenchFixture.clean, vocabulary: VocabularyFixture.plist(examples: ["book a cab", "fly me to the moon"]))
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.kind == .intentExample)
        #expect(finding.location.file == "AppIntentVocabulary.plist")
        #expect(finding.location.line == 12)
        #expect(finding.message == "IntentExample 'fly me to the moon' parses as no intent, not RequestRide")
    }

    @Test func findsNothingInACleanGrammar() {
        let report = Self.lint(WorkbenchFixture.clean, vocabulary: VocabularyFixture.plist(examples: ["book me a cab"]), options: LintOptions(placeNames: ["Ferry Building", "SFO"]))
        #expect(report.findings.isEmpty)
        #expect(report.rendered() == "0 errors, 0 warnings")
    }

    @Test func acceptsAFindingWhoseLineAllowsItsKind() {
        let text = Self.flawed.replacingOccurrences(of: "  Eight = ate", with: "  Eight = ate  # lint: allow homophone: our brand name")
        let report = Self.lint(text)
        #expect(Self.findings(report, .homophone).isEmpty)
        #expect(report.suppressed.map(\.kind) == [.homophone])
        #expect(report.rendered().hasSuffix("(1 accepted by lint: allow)"))
    }

    @Test func anAllowanceForAnotherKindAcceptsNothing() {
        let text = Self.flawed.replacingOccurrences(of: "  Eight = ate", with: "  Eight = ate  # lint: allow containment")
        #expect(Self.findings(Self.lint(text), .homophone).count == 1)
    }

    @Test func theProjectGrammarLintsClean() {
        let report = GrammarLinter.lint(
            (try? GrammarDirectoryText.read(directory: WorkbenchFixture.realDirectory, app: WorkbenchFixture.realApp)) ?? GrammarDirectoryText(sources: []),
            options: LintOptions(userVocabulary: UserVocabulary(placeNames: ["home", "work", "my house", "office"], paymentNicknames: ["personal", "work card", "joint"])))
        #expect(report.findings.isEmpty, "\(report.rendered())")
        #expect(!report.suppressed.isEmpty)
    }
}
