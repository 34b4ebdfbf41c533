import RideLanguage

extension SystemTurnReading {
    /// `text` understood as the dialog hears it after this system turn: with the expectation the
    /// turn implies ("Where to?" → a bare "SFO" is the drop-off).
    public func understand(_ text: String, with grammar: RideGrammar) -> Understanding {
        grammar.understand(text, expecting: expectation)
    }
}

extension RideGrammar {
    /// A user turn understood as the dialog hears it after `systemTurn` (the system's previous
    /// turn, or "" for none): what `hail tune` scores and `hail parse --batch --jsonl` prints.
    public func understand(_ text: String, answering systemTurn: String) -> Understanding {
        SystemTurnReading(systemTurn).understand(text, with: self)
    }
}
