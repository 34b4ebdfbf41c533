import RideLanguage

extension SystemTurnReading {
    /// `text` understood as the dialog hears it after this system turn: with the expectation the
    /// turn implies ("Where to?" → a bare "SFO" is the drop-off). After a turn about another
    /// domain (a train's departure, a hotel), a request that names no ride ("I need to go from
    /// Ely to Cambridge on Friday") answers that domain: it is no ride request.
    public func understand(_ text: String, with grammar: RideGrammar) -> Understanding {
        var understanding = grammar.understand(text, expecting: expectation)
        if isAboutAnotherDomain, understanding.intent == .requestRide, !TurnWords(text).containsAny(Self.rideWords) {
            understanding.intent = nil
            understanding.isOutOfDomain = true
        }
        return understanding
    }

    /// Words that name a ride whatever the turn before was about.
    static let rideWords: Set<String> = [
        "taxi", "taxis", "cab", "cabs", "ride", "rides", "car", "uber", "lyft", "driver", "minicab", "chauffeur", "limo", "pickup",
    ]
}

extension RideGrammar {
    /// A user turn understood as the dialog hears it after `systemTurn` (the system's previous
    /// turn, or "" for none): what `hail tune` scores and `hail parse --batch --jsonl` prints.
    public func understand(_ text: String, answering systemTurn: String) -> Understanding {
        SystemTurnReading(systemTurn).understand(text, with: self)
    }
}
