import RideIntents

extension Understanding {
    /// The `hail parse` JSON object on one line. Keys, in this order: text, intent, slots
    /// (present only when found; a place that refers back, such as "there", is
    /// `{"reference": WORDS}`), answer, question; then questions, choice, command,
    /// isCorrection, isOutOfDomain, closing, residue; with `explain`, evidence (target, value,
    /// rule, synonym, span).
    public func jsonLine(explain: Bool = false) -> String {
        jsonObject(explain: explain).text
    }

    /// Appends `jsonLine(explain:)`'s UTF-8 to `output`, with no `String` made for it
    /// (`hail parse --batch`).
    public func appendJSONLine(explain: Bool = false, to output: inout [UInt8]) {
        jsonObject(explain: explain).append(to: &output)
    }

    private func jsonObject(explain: Bool) -> JSONText {
        var json = JSONText()
        json.add("text", text)
        json.add("intent", intent?.rawValue)
        json.add("slots", object: slotsJSON)
        json.add("answer", answer?.rawValue)
        json.add("question", question?.rawValue)
        json.add("questions", strings: questions.lazy.map(\.rawValue))
        json.add("choice", raw: choiceJSON)
        json.add("command", command?.rawValue)
        json.add("isCorrection", isCorrection)
        json.add("isOutOfDomain", isOutOfDomain)
        json.add("closing", isClosing)
        json.add("residue", residue)
        if explain {
            json.add("evidence", objects: evidence.map(\.jsonObject))
        }
        return json
    }

    private var slotsJSON: JSONText {
        var json = JSONText()
        if let pickup = slots.pickup { json.add("pickup", raw: Self.placeJSON(pickup)) }
        if let dropOff = slots.dropOff { json.add("dropOff", raw: Self.placeJSON(dropOff)) }
        if let partySize = slots.partySize { json.add("partySize", partySize) }
        if let option = slots.rideOption { json.add("rideOption", option.vocabularyIdentifier ?? option.spokenPhrase) }
        if let payment = slots.paymentMethod { json.add("paymentMethod", payment) }
        if let time = slots.scheduledPickupTime { json.add("scheduledPickupTime", object: timeJSON(time)) }
        if let deadline = slots.arrivalDeadline { json.add("arrivalDeadline", object: timeJSON(deadline, target: "slot:arrivalDeadline")) }
        if let shared = slots.sharedRideAcceptable { json.add("sharedRideAcceptable", shared) }
        if !slots.excludedRideOptions.isEmpty { json.add("excludedRideOptions", strings: slots.excludedRideOptions) }
        if let rating = slots.rating { json.add("rating", rating) }
        if let tip = slots.tip { json.add("tip", raw: Self.dollars(tip)) }
        if let percent = slots.tipPercent { json.add("tipPercent", percent) }
        if let count = slots.vehicleCount { json.add("vehicleCount", count) }
        if let rider = slots.rider { json.add("rider", rider) }
        return json
    }

    /// A place as a JSON string, or `{"reference": "the same place"}` for a reference.
    private static func placeJSON(_ place: PlaceMention) -> String {
        switch place {
        case .reference(let words): "{\"reference\": \(JSONText.quote(words))}"
        case .named, .currentLocation: JSONText.quote(place.text)
        }
    }

    /// Dollars as a JSON number: 3, 3.5, 12.25.
    private static func dollars(_ amount: CurrencyAmount) -> String {
        let cents = abs(amount.minorUnits) % 100
        let whole = "\(amount.minorUnits < 0 ? "-" : "")\(abs(amount.minorUnits) / 100)"
        if cents == 0 { return whole }
        return whole + "." + (cents % 10 == 0 ? String(cents / 10) : (cents < 10 ? "0" : "") + String(cents))
    }

    private func timeJSON(_ time: TimeExpression, target: String = "slot:scheduledPickupTime") -> JSONText {
        var json = JSONText()
        let said = evidence.last { $0.target == target }.map { evidence in
            String(text.dropFirst(evidence.span.lowerBound).prefix(evidence.span.count))
        }
        json.add("text", said)
        switch time {
        case .now:
            json.add("now", true)
        case .relative(let minutes):
            json.add("inMinutes", minutes)
        case .clock(let hour, let minute, let dayOffset, let known):
            json.add("hour", hour)
            json.add("minute", minute)
            json.add("dayOffset", dayOffset)
            json.add("meridiemKnown", known)
        case .dated(let day, let hour, let minute, let known):
            Self.add(day, to: &json)
            json.add("hour", hour)
            json.add("minute", minute)
            json.add("meridiemKnown", known)
        case .window(let day, let part):
            Self.add(day, to: &json)
            json.add("part", part?.rawValue)
        }
        return json
    }

    private static func add(_ day: PickupDay, to json: inout JSONText) {
        switch day {
        case .offset(let days):
            json.add("dayOffset", days)
        case .weekday(let weekday, let isNext):
            json.add("weekday", weekday)
            json.add("next", isNext)
        case .monthDay(let month, let dayOfMonth):
            json.add("month", month)
            json.add("day", dayOfMonth)
        case .yearMonthDay(let year, let month, let dayOfMonth):
            json.add("year", year)
            json.add("month", month)
            json.add("day", dayOfMonth)
        case .dayOfMonth(let dayOfMonth):
            json.add("day", dayOfMonth)
        }
    }

    private var choiceJSON: String {
        switch choice {
        case nil: return "null"
        case .position(let position): return "{\"position\": \(position)}"
        case .last: return "{\"last\": true}"
        case .cheapest: return "{\"cheapest\": true}"
        case .named(let name): return "{\"named\": \(JSONText.quote(name))}"
        case .described(let words): return "{\"described\": \(JSONText.quote(words))}"
        }
    }
}
