import Foundation
import Testing
@testable import RideLanguage

@Suite struct AppInfoTests {
    static func plist(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    @Test func readsTheDisplayNameAlternativeNamesAndPronunciationHints() throws {
        let info = try AppInfo.parse(data: Self.plist("""
            \t<key>CFBundleName</key><string>HailKit</string>
            \t<key>CFBundleDisplayName</key><string>Hail</string>
            \t<key>INAlternativeAppNames</key>
            \t<array>
            \t\t<dict><key>INAlternativeAppName</key><string>RideHail</string>
            \t\t<key>INAlternativeAppNamePronunciationHint</key><string>ride hail</string></dict>
            \t\t<dict><key>INAlternativeAppName</key><string>HX</string></dict>
            \t</array>
            """), path: "Info.plist")
        #expect(info.displayName == "Hail")
        #expect(info.bundleName == "HailKit")
        #expect(info.alternativeNames == [.init(name: "RideHail", pronunciationHint: "ride hail"), .init(name: "HX")])
        #expect(info.spokenNames == ["Hail", "HailKit", "RideHail", "HX", "aitch ex", "h x", "ride hail"])
    }

    @Test func recognisesTheAppByEveryNameAndNeverTakesItForAPlace() throws {
        let grammar = try GrammarFixture.grammar()
        let askHail = grammar.understand("ask Hail to get me a cab")
        #expect(askHail.intent == .requestRide)
        #expect(askHail.slots.dropOff == nil)
        let withHale = grammar.understand("book a ride with Hale")
        #expect(withHale.intent == .requestRide)
        #expect(withHale.slots.isEmpty)
        #expect(withHale.residue.isEmpty)
        let rideHail = grammar.understand("use RideHail to get me to SFO")
        #expect(rideHail.intent == .requestRide)
        #expect(rideHail.slots.dropOff == .named("SFO"))
        #expect(rideHail.residue.isEmpty)
        // The pronunciation hint "ride hail" is a name too.
        #expect(grammar.understand("use ride hail to get me to SFO").residue.isEmpty)
    }

    @Test func namesTheFileAndLineOfAMalformedInfoPlist() {
        let broken = Self.plist("""
            \t<key>CFBundleName</key>
            \t<strin>Hail</string>
            """)
        do {
            _ = try AppInfo.parse(data: broken, path: "Apps/Hail/Info.plist")
            Issue.record("a malformed Info.plist loaded")
        } catch {
            #expect(error.description.hasPrefix("Apps/Hail/Info.plist:5:2: error: the Info.plist is not a valid property list"))
            #expect(error.description.contains("<strin>Hail</string>"))
        }
    }

    @Test func saysWhatAnAlternativeNameEntryLacks() {
        let missingName = Self.plist("""
            \t<key>CFBundleName</key><string>Hail</string>
            \t<key>INAlternativeAppNames</key>
            \t<array>
            \t\t<dict><key>INAlternativeAppNamePronunciationHint</key><string>ride hail</string></dict>
            \t</array>
            """)
        #expect(throws: GrammarLoadError.self) { try AppInfo.parse(data: missingName, path: "Info.plist") }
        do {
            _ = try AppInfo.parse(data: missingName, path: "Info.plist")
        } catch {
            #expect(error.description.hasPrefix("Info.plist:7:"))
            #expect(error.description.contains("an alternative app name has no INAlternativeAppName"))
        }
    }

    @Test func suggestsTheKeyAMisspelledOneMeant() {
        let misspelled = Self.plist("""
            \t<key>CFBundleName</key><string>Hail</string>
            \t<key>INAlternativeAppNames</key>
            \t<array>
            \t\t<dict><key>INAlternativeAppNme</key><string>RideHail</string></dict>
            \t</array>
            """)
        do {
            _ = try AppInfo.parse(data: misspelled, path: "Info.plist")
            Issue.record("a misspelled key loaded")
        } catch {
            #expect(error.description.hasPrefix(
                "Info.plist:7:14: error: unknown key 'INAlternativeAppNme' in an alternative app name; did you mean 'INAlternativeAppName'?"))
        }
    }

    @Test func rejectsAlternativeNamesThatAreNotAnArray() {
        let notArray = Self.plist("""
            \t<key>CFBundleName</key><string>Hail</string>
            \t<key>INAlternativeAppNames</key><string>Hale</string>
            """)
        do {
            _ = try AppInfo.parse(data: notArray, path: "Info.plist")
            Issue.record("a string of alternative names loaded")
        } catch {
            #expect(error.description.hasPrefix("Info.plist:5:7: error: INAlternativeAppNames is not an array"))
        }
    }

    @Test func requiresTheAppsName() {
        do {
            _ = try AppInfo.parse(data: Self.plist("\t<key>INAlternativeAppNames</key><array/>"), path: "Info.plist")
            Issue.record("an Info.plist without a name loaded")
        } catch {
            #expect(error.description.contains("error: the Info.plist names no app"))
        }
    }
}
