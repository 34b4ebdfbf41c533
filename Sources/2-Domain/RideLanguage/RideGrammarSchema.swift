import PhraseGrammar
import RideIntents

/// What the ride grammar may say: the phrase kinds RideLanguage understands, the intent and
/// expectation block names, the slot names, and the lists it reads by name.
enum RideGrammarSchema {
    static let outOfDomainIntent = "OutOfDomain"
    /// `slot partySize (sum): …`: the phrase's numbers add up.
    static let sumOption = "sum"
    /// `slot rideOption (not): …`: the phrase excludes what it names.
    static let notOption = "not"

    /// Slots phrases may fill, by `slot NAME` or `{list:NAME}`: those `RideSlotName` reads, so a
    /// slot it would not know is an error where the grammar names it ("unknown slot"), never a
    /// capture dropped when an utterance is understood.
    static let slots = RideSlotName.allCases.map(\.rawValue).filter { RideSlotName($0) != nil }

    static let schema = GrammarSchema(
        phraseKinds: [
            .init("trigger", onlyInIntents: true),
            .init("slot", names: slots, requiresName: true, requiresValue: true, options: [sumOption, notOption]),
            .init("answer", names: Answer.allCases.map(\.rawValue), requiresName: true),
            .init("question", names: RideQuestion.allCases.map(\.rawValue), requiresName: true),
            .init("command", names: DialogCommand.allCases.map(\.rawValue), requiresName: true),
            .init("choice", names: ["last", "cheapest"]),
            .init("correction"),
            .init("closing"),
            .init("filler"),
        ],
        intents: IntentKind.allCases.map(\.rawValue) + [outOfDomainIntent],
        expectations: DialogExpectation.allNames,
        slots: slots)

    // MARK: - Lists read by name

    /// Canonical ride options and their synonyms.
    static let rideOptionList = "ride_option"
    /// The user's saved place names (filled at run time).
    static let savedPlaceList = "saved_place"
    /// The user's payment nicknames (filled at run time).
    static let paymentNicknameList = "payment_nickname"
    /// Words that point back at a place already in the dialog ("there").
    static let placeReferenceList = "place_reference"
    /// Words for where the user is ("here", "my location").
    static let currentLocationList = "current_location"
    /// The app's own names, filled from `Info.plist` ("Hail", "Hale", "RideHail").
    static let appNameList = "app_name"
    /// Days relative to today ("tomorrow" = 1), used with times.
    static let dayList = "day"
}
