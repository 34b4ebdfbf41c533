import ArgumentParser
import Conversation
import Foundation
import HailSession
import RideIntents
import RideLanguage

/// `hail options`: what Maps shows for a trip — the list-ride-options intent, answered once.
struct OptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "options",
        abstract: "List the ride options for a trip, as Maps shows them (the list-ride-options intent).",
        discussion: "Exit status 1 when a place is unknown, the service answers with a failure code, or no option carries --party."
    )

    @Option(name: .long, help: ArgumentHelp("Where the ride starts (default: the profile's current location).", valueName: "PLACE"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Where the ride goes.", valueName: "PLACE"))
    var to: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Price every option for a party of N and note those too small.", valueName: "N"), transform: ArgumentValues.partySize)
    var party: Int?

    @Flag(name: .long, help: "Write the response as JSON: code, places, ride options (prices, tiers, line items), payment methods, expiration date.")
    var json = false

    @OptionGroup var options: SessionOptions

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        try storeOptions.validateForCreating()
    }

    func run() throws {
        let session: HailSession
        do {
            var settings = try options.settings()
            settings.store = storeOptions.location()
            settings.storeSeals = storeOptions.seals()
            session = try HailSession(settings: settings)
        } catch let error as SessionError {
            throw CommandFailure(error.description)
        }
        // NB: the places are redacted as a line said in the dialog is: a card number given as a
        // place was repeated whole in "I couldn't find …" (issue 27).
        let turn = session.inRegion {
            session.engine.listRideOptions(
                from: from.map { PlaceMention.named(CardNumberRedaction.redacted($0)) }, to: .named(CardNumberRedaction.redacted(to)), partySize: party, waitsForChoice: false
            )
        }
        let response = turn.responses.lazy.compactMap { record -> ListRideOptionsIntentResponse? in
            if case .listRideOptions(let response) = record { return response }
            return nil
        }.first
        let carried = party.map { size in response?.rideOptions?.contains { $0.maximumPartySize >= size } ?? false } ?? true
        let succeeded = (response.map { $0.code == .success || $0.code == .ready } ?? false) && carried
        if json {
            print(RideOptionsJSON.text(for: turn, response: response, partySize: party))
        } else {
            print(session.render(turn))
        }
        if !succeeded { throw ExitCode.failure }
    }
}

/// The JSON `hail options --json` writes: sorted keys, ISO 8601 dates.
enum RideOptionsJSON {
    struct Record: Encodable {
        var code: String
        var pickup: String?
        var dropOff: String?
        var partySize: Int?
        var rideOptions: [RideOption]?
        var paymentMethods: [String]?
        var expirationDate: Date?
        var message: String?
    }

    static func text(for turn: Turn, response: ListRideOptionsIntentResponse?, partySize: Int?) -> String {
        let places = turn.resolutions.map { $0.kind == .success ? $0.value?.label : nil }
        let record = Record(
            code: response.map { "\($0.code)" } ?? "unresolved",
            pickup: places.first ?? nil,
            dropOff: places.dropFirst().first ?? nil,
            partySize: partySize,
            rideOptions: response?.rideOptions.map { RideOptionsStateMachine.cheapestFirst($0, partySize: partySize) },
            paymentMethods: response?.paymentMethods?.map(\.displayName),
            expirationDate: response?.expirationDate,
            message: response?.code == .success ? nil : turn.text
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(record) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
