import PhraseGrammar
import RideIntents

/// What one phrase of the ride grammar stands for, read once from its declaration (kind, name,
/// value) so building an `Understanding` switches on a case instead of comparing strings.
enum PhraseMeaning: Sendable {
    /// `trigger`: the intent of the parse.
    case trigger
    /// `slot NAME = VALUE`.
    case constant(slot: RideSlotName, value: String)
    case answer(Answer, name: String)
    case question(RideQuestion, name: String)
    case command(DialogCommand, name: String)
    /// `slot NAME (sum)`: the phrase's captures for the slot add up ("me and my three kids" → 1 + 3).
    case sum(slot: String)
    /// `slot NAME (not)`: the phrase's captures are excluded, not chosen ("anything but a pool").
    case exclusion(slot: String)
    /// `choice last`.
    case lastChoice
    /// `choice cheapest`.
    case cheapestChoice
    /// `choice described`: the pick its capture names is a description ("the SF one").
    case describedChoice
    case correction
    case closing
    /// A kind the ride grammar gives no meaning, noted as evidence only.
    case other(kind: String)
    /// Nothing beyond its captures (a slot without a constant, an unknown answer …).
    case none

    init(_ phrase: PhraseDeclaration) {
        let name = phrase.name ?? ""
        switch phrase.kind {
        case "trigger":
            self = .trigger
        case "slot":
            if let value = phrase.value {
                // A slot the ride grammar does not know is given no value.
                self = RideSlotName(name).map { .constant(slot: $0, value: value) } ?? .none
            } else if phrase.has(option: RideGrammarSchema.sumOption) {
                self = .sum(slot: name)
            } else if phrase.has(option: RideGrammarSchema.notOption) {
                self = .exclusion(slot: name)
            } else {
                self = .none
            }
        case "answer":
            self = Answer(rawValue: name).map { .answer($0, name: name) } ?? .none
        case "question":
            self = RideQuestion(rawValue: name).map { .question($0, name: name) } ?? .none
        case "command":
            self = DialogCommand(rawValue: name).map { .command($0, name: name) } ?? .none
        case "choice":
            self = name == "last" ? .lastChoice : name == "cheapest" ? .cheapestChoice : name == "described" ? .describedChoice : .none
        case "correction":
            self = .correction
        case "closing":
            self = .closing
        default:
            self = .other(kind: phrase.kind)
        }
    }
}
