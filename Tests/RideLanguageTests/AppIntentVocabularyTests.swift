import Foundation
import Testing
@testable import RideLanguage

@Suite struct AppIntentVocabularyTests {
    @Test func mergesRideOptionSynonymsAndPronunciations() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("book a Hail XL").slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(grammar.understand("hale black").slots.rideOption?.vocabularyIdentifier == "Luxury")
        #expect(grammar.synonyms(of: "Shared").contains("hail pool"))
    }

    @Test func understandsEveryIntentExampleAsItsIntent() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.intentExamples.count == 5)
        for (intent, examples) in grammar.intentExamples {
            for example in examples {
                #expect(grammar.understand(example).intent == intent, "\(example)")
            }
        }
    }

    @Test func pointsAtTheLineOfAFault() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>IntentPhrases</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>IntentName</key>
            \t\t\t<string>INRequestRideIntnet</string>
            \t\t\t<key>IntentExamples</key>
            \t\t\t<array><string>get me a cab</string></array>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """
        do {
            _ = try AppIntentVocabulary.parse(data: Data(plist.utf8), path: "Vocab.plist")
            Issue.record("a misspelled intent loaded")
        } catch {
            #expect(error.description.hasPrefix("Vocab.plist:8:12: error: unknown intent 'INRequestRideIntnet'; did you mean 'INRequestRideIntent'?"))
        }
    }

    @Test func rejectsSomethingThatIsNotAPlist() {
        #expect(throws: GrammarLoadError.self) { try AppIntentVocabulary.parse(data: Data("not a plist".utf8), path: "Vocab.plist") }
    }
}
