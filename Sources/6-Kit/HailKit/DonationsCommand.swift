import ArgumentParser
import Foundation
import HailSession
import RideStore

/// `hail donations`: the reservation donations kept in the store, listed or as an iCalendar file.
struct DonationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "donations",
        abstract: "List the reservation donations in the store; with --ics FILE, export the reservations as iCalendar events.",
        discussion: "Each time a ride is shown (booked, \"where's my ride?\", \"show my ride\") Hail donates its reservation once. The .ics file has one event per reservation, as last viewed, for a calendar application to import."
    )

    @Option(name: .long, help: ArgumentHelp("Write the reservations to FILE as an iCalendar (RFC 5545) calendar.", valueName: "FILE"))
    var ics: String?

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let location = storeOptions.location()
        // NB: a store named with --store that is not there is a mistake worth an error; the default
        // store not there yet only means nothing was ever booked. Neither is created.
        if case .file(let url) = location, !FileManager.default.fileExists(atPath: url.path) {
            guard storeOptions.store == nil else {
                throw CommandFailure("\(CurrentProgram.identity.commandName) donations: there is no store at \(url.path) (nothing was created); give the --store PATH a conversation used.")
            }
            print("No reservation donations: there is no store at \(url.path) yet (nothing was created); booking a ride makes one.")
            return
        }
        let store: RideStore
        let donations: [ReservationDonation]
        do {
            // NB: read-only: listing creates no store, no -wal or -shm file, and writes nothing; the rides
            // are checked at open but not read, as the donations alone are listed.
            store = try RideStore(location: location, access: .readOnly, readingRides: false, seals: storeOptions.seals())
            donations = try store.donations()
        } catch {
            throw CommandFailure(error.description)
        }
        guard let ics else {
            print(DonationList.render(donations))
            return
        }
        let url = URL(fileURLWithPath: ics, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let calendar = DonationList.calendar(donations)
        do {
            try Data(calendar.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("\(CurrentProgram.identity.commandName) donations: cannot write \(ics): \(error.localizedDescription)")
        }
        let events = calendar.components(separatedBy: "BEGIN:VEVENT").count - 1
        print("Wrote \(events) reservation\(events == 1 ? "" : "s") to \(ics).")
    }
}
