import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: asking after a booked ride as a rider who is waiting says it: complaints about the
/// wait, a ride booked for someone else that has not come, a ride named by its booking number,
/// reaching the driver, and a detail of the car asked in a few words.
@Suite struct WaitingAndDriverFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("what's taking so long", ExpectedReading(isStatus: true)),
        ("what is taking so long?", ExpectedReading(isStatus: true)),
        ("why is it taking so long", ExpectedReading(isStatus: true)),
        ("what's the hold up with my cab", ExpectedReading(isStatus: true)),
        ("whats the holdup", ExpectedReading(isStatus: true)),
        ("I've been waiting forever for my ride, what is going on?", ExpectedReading(isStatus: true)),
        ("been waiting ages for the taxi", ExpectedReading(isStatus: true)),
        ("we've been waiting 20 minutes for our cab", ExpectedReading(isStatus: true)),
        ("the driver still hasn't shown up", ExpectedReading(isStatus: true)),
        ("he still hasn't arrived", ExpectedReading(isStatus: true)),
        ("they still haven't come", ExpectedReading(isStatus: true)),
        ("my friend's cab still hasn't arrived", ExpectedReading(isStatus: true)),
        ("I booked a cab to pick up my friend and he still hasn't arrived", ExpectedReading(isStatus: true)),
        ("I ordered a taxi for my mom, where is it?", ExpectedReading(isStatus: true)),
        ("can you check on ID 906?", ExpectedReading(isStatus: true)),
        ("check booking number 4411", ExpectedReading(isStatus: true)),
        ("look up ride number 512", ExpectedReading(isStatus: true)),
        ("what about reservation 77?", ExpectedReading(isStatus: true)),
        ("call my driver", ExpectedReading(isStatus: true)),
        ("can I call the driver?", ExpectedReading(isStatus: true)),
        ("text my driver that I'm outside", ExpectedReading(isStatus: true)),
        ("how do I contact the driver", ExpectedReading(isStatus: true)),
        ("what's the driver's phone number", ExpectedReading(isStatus: true)),
        ("driver's name?", ExpectedReading(isStatus: true)),
        ("driver name pls", ExpectedReading(isStatus: true)),
        ("how about the license plate?", ExpectedReading(isStatus: true)),
        ("and the plate?", ExpectedReading(isStatus: true)),
        ("what about the car?", ExpectedReading(isStatus: true)),
        ("where the heck is my uber", ExpectedReading(isStatus: true)),
        ("is he almost here?", ExpectedReading(isStatus: true)),
        ("is the driver almost here", ExpectedReading(isStatus: true)),
        ("how many minutes away is the driver", ExpectedReading(isStatus: true)),
        ("eta on my cab?", ExpectedReading(isStatus: true)),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }

    /// Calling for a car is a request, not a call to a driver; someone late elsewhere is no ride.
    @Test(arguments: [
        ("call me a cab", ExpectedReading(intent: .requestRide)),
        ("can you call a taxi for me to the airport", ExpectedReading(intent: .requestRide)),
        ("my friend hasn't arrived at the party yet", ExpectedReading(notIntent: .getRideStatus)),
        ("check on my hotel booking", ExpectedReading(notIntent: .getRideStatus)),
        ("call the restaurant", ExpectedReading(notIntent: .getRideStatus)),
    ])
    func otherCallsAndLatenessAreNoStatus(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
