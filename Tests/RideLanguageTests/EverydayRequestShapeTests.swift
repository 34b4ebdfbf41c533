import Testing
@testable import RideLanguage

/// Request shapes of everyday typing: a pickup asked for by that name, the car said to leave from
/// somewhere, a ride and its time with no article, a product name before its destination, a
/// station as a place, a place ending before "after" or "before", "stop" only as a clause.
@Suite struct EverydayRequestShapeTests {
    private func understand(_ text: String) throws -> Understanding {
        try GrammarFixture.grammar().understand(text)
    }

    @Test(arguments: [
        ("schedule a pickup at 7am from my house to the airport", nil as String?),
        ("book a pick up from the Hilton", "Hilton"),
        ("I need a pickup at 88 Kearny St", "88 Kearny St"),
        ("can you arrange a pickup from Union Square", "Union Square"),
        ("the taxi should depart from the guesthouse after 11:45", "guesthouse"),
        ("the cab needs to pick me up at the Westin", "Westin"),
        ("my car must leave from Pier 39 at noon", "Pier 39"),
    ])
    func aPickupAskedForIsARideRequest(text: String, pickup: String?) throws {
        let understanding = try understand(text)
        #expect(understanding.intent == .requestRide, "\(text)")
        if let pickup { #expect(understanding.slots.pickup == .named(pickup), "\(text)") }
    }

    @Test func aCarSaidToArriveOrBeSomewhereIsNoNewRequest() throws {
        #expect(try understand("how long do you think the cab should be here").intent != .requestRide)
        #expect(try understand("cancel my pickup").intent == .cancelRide)
    }

    @Test(arguments: [
        ("taxi at 0630 to the train station", 6, 30),
        ("cab at 5 pm to the Caltrain station", 17, 0),
        ("uber at 7:45 to SFO", 7, 45),
        ("car around 9am to the ballpark", 9, 0),
    ])
    func aRideAndItsTimeNeedNoArticle(text: String, hour: Int, minute: Int) throws {
        let understanding = try understand(text)
        #expect(understanding.intent == .requestRide, "\(text)")
        #expect(understanding.slots.dropOff != nil, "\(text)")
        guard case .clock(let said, let saidMinute, _, _) = understanding.slots.scheduledPickupTime else {
            Issue.record("no clock time in \(text): \(String(describing: understanding.slots.scheduledPickupTime))")
            return
        }
        #expect(said % 12 == hour % 12 && saidMinute == minute, "\(text)")
    }

    @Test(arguments: [
        ("uber pool to the ferry building pls", "Shared"),
        ("lyft xl to the airport for 5", "SUV"),
        ("uber x to union square", "Standard"),
        ("shared to SFO", "Shared"),
    ])
    func aProductNameBeforeItsDestinationIsARequest(text: String, option: String) throws {
        let understanding = try understand(text)
        #expect(understanding.intent == .requestRide, "\(text)")
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == option, "\(text)")
        #expect(understanding.slots.dropOff != nil, "\(text)")
    }

    @Test func aStationOrStopIsAPlaceAndFindingOneIsMaps() throws {
        #expect(try understand("a taxi at 6:30 to the train station").slots.dropOff == .named("train station"))
        #expect(try understand("take me to the bus stop").slots.dropOff == .named("bus stop"))
        #expect(try understand("pick me up at the bus stop on Market").slots.pickup == .named("bus stop on Market"))
        #expect(try understand("where is the nearest bus stop").isOutOfDomain)
        #expect(try understand("caltrain schedule to San Jose").isOutOfDomain)
    }

    @Test(arguments: [
        ("get me a ride home from the ballpark after the game", "ballpark"),
        ("pick me up at the office before 6", "office"),
        ("from the Hilton after 5pm", "Hilton"),
    ])
    func aPlaceEndsBeforeAfterOrBefore(text: String, pickup: String) throws {
        #expect(try understand(text).slots.pickup == .named(pickup), "\(text)")
    }

    @Test(arguments: [
        ("take me to my office", "office"), ("a ride to my hotel", "hotel"), ("a cab to our hotel", "hotel"),
        ("order an uber to my office for 8:30 am", "office"), ("take me to my sister's place", "sister's place"),
        ("get me to my doctor's appointment at UCSF", "doctor's appointment at UCSF"),
    ])
    func aRidersOwnPlaceIsTheDropOff(text: String, place: String) throws {
        let understanding = try understand(text)
        #expect(understanding.intent == .requestRide, "\(text)")
        #expect(understanding.slots.dropOff == .named(place), "\(text)")
    }

    @Test func myThingsThatAreNoPlacesAreNoDropOff() throws {
        for text in ["don't add an event to my calendar", "how long until it arrives to my location", "he invited us to his wedding in London"] {
            #expect(try understand(text).slots.dropOff == nil, "\(text)")
        }
        #expect(try understand("drive us to my house").slots.dropOff == .named("home"))
    }

    @Test func moreWaysToAskForARide() throws {
        let fromTo = try understand("take us from the hotel to the convention center")
        #expect(fromTo.intent == .requestRide)
        #expect(fromTo.slots.pickup == .named("hotel") && fromTo.slots.dropOff == .named("convention center"))
        #expect(try understand("uber me to the ferry building").slots.dropOff == .named("ferry building"))
        #expect(try understand("uber me to the ferry building").slots.pickup == nil)
        #expect(try understand("need a minicab to the airport for 3 of us").intent == .requestRide)
        let third = try understand("my mom needs a ride from her house to the hospital tomorrow morning")
        #expect(third.intent == .requestRide)
        #expect(third.slots.pickup == .named("house") && third.slots.dropOff == .named("hospital"))
        let deadline = try understand("I need to get to the Hilton by 18:00")
        #expect(deadline.intent == .requestRide)
        #expect(deadline.slots.arrivalDeadline != nil && deadline.slots.scheduledPickupTime == nil)
    }

    @Test func stopQuitAndAbortCancelOnlyAsAClauseOfTheirOwn() throws {
        for text in ["stop", "no, stop!", "please stop", "quit", "abort"] {
            #expect(try understand(text).command == .cancel, "\(text)")
        }
        for text in ["take me to the bus stop", "stop bothering me", "I wish I could stop the wedding"] {
            #expect(try understand(text).command != .cancel, "\(text)")
        }
        #expect(try understand("stop the ride").intent == .cancelRide)
    }
}
