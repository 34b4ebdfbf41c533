import PhraseGrammar

// NB: read-only views for the tuning workbench (GrammarWorkbench), which works from the grammar's
// declarations and the engine's parse rather than from the matcher's internals.
extension RideGrammar {
    /// The merged declarations: the grammar files plus the vocabulary plist's ride options.
    public var definition: GrammarDefinition { compiled.definition }

    /// Entries added at run time (the user's saved places and payment nicknames), by list name.
    public var runtimeEntries: [String: [ListEntry]] { compiled.extraEntries }

    /// The engine's parse of `text`, before it is read as an `Understanding`.
    public func phraseParse(_ text: String, expecting: DialogExpectation? = nil) -> PhraseParse {
        compiled.parse(text, expectations: expecting.map { [$0.grammarName] } ?? [])
    }

    /// The lists RideLanguage reads by name, so a tool knows they are used even when no phrase
    /// refers to them.
    public static let listsReadByName = [
        RideGrammarSchema.rideOptionList, RideGrammarSchema.savedPlaceList, RideGrammarSchema.paymentNicknameList,
        RideGrammarSchema.placeReferenceList, RideGrammarSchema.currentLocationList, RideGrammarSchema.dayList,
    ]

    /// The list of the app's own names ("Hail", "Hale").
    public static let appNameList = "app_name"
}

extension DialogExpectation {
    /// The `expect NAME` block this expectation turns on ("dropOff").
    public var blockName: String { grammarName }

    /// The expectation an `expect NAME` block stands for; nil for an unknown name.
    public init?(blockName: String) {
        let all: [DialogExpectation] = [.pickup, .dropOff, .partySize, .rideOption, .paymentMethod, .scheduledPickupTime, .confirmation, .choice]
        guard let found = all.first(where: { $0.grammarName == blockName }) else { return nil }
        self = found
    }
}
