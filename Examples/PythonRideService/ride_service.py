#!/usr/bin/env python3
"""Golden Gate Cab Co-op: a ride service for Hail's bridge, in Python's standard library only.

Hail starts this program with `hail --extension-command "python3 ride_service.py"` and speaks the
bridge protocol with it: one JSON object per line, requests on standard input, answers (and live
updates) on standard output. Anything for people goes to standard error, which Hail shows.

The co-op's own rules:
  * it drives only within San Francisco: a pickup or drop-off outside the city is refused;
  * three kinds of ride, named as Hail's grammar hears them: Standard (a cab, 4 seats), XL (a
    van, 6 seats, dearer for 5 or 6 people) and Compact (a pedicab: 2 seats, trips of 2 miles at
    most);
  * fares are a flag fall plus a rate per mile of road (1.3 times the straight line);
  * cancelling is free until the driver is about to arrive, then costs $5; a ride under way
    cannot be cancelled;
  * a completed ride asks for a rating and a tip.

Everything is derived from the moment Hail sends in each request (`now`) and the intent, so the
same conversation always gets the same answers, and transcripts replay byte for byte.
"""

import json
import math
import sys
from datetime import datetime, timedelta, timezone

PROTOCOL = 1
SERVICE_NAME = "Golden Gate Cab Co-op"

# San Francisco, roughly: the co-op's service area.
CITY = {"south": 37.70, "north": 37.84, "west": -122.52, "east": -122.35}
CITY_CENTER = (37.7749, -122.4194)

OPTIONS = [
    # name, seats, flag fall (cents), cents per mile, minutes to pickup, longest trip (miles)
    {"name": "Standard", "what": "A cab", "seats": 4, "flag": 350, "per_mile": 275, "eta": 4, "longest": None},
    {"name": "XL", "what": "A van", "seats": 6, "flag": 500, "per_mile": 360, "eta": 8, "longest": None},
    {"name": "Compact", "what": "A pedicab", "seats": 2, "flag": 600, "per_mile": 500, "eta": 3, "longest": 2.0},
]
XL_LARGE_PARTY_SURCHARGE = 600  # cents, for 5 or 6 people in an XL
LATE_CANCELLATION_FEE = 500  # cents, once the driver is about to arrive

# One driver for each kind of ride (the co-op is small).
DRIVERS = {
    "Standard": {"givenName": "Rosa", "familyName": "Martinez", "rating": "4.9", "phoneNumber": "415-555-0101",
     "vehicle": {"manufacturer": "Toyota", "model": "Prius", "registrationPlate": "7GGC101"}},
    "XL": {"givenName": "Sam", "familyName": "Okafor", "rating": "4.8", "phoneNumber": "415-555-0102",
     "vehicle": {"manufacturer": "Ford", "model": "Transit", "registrationPlate": "8GGC202"}},
    "Compact": {"givenName": "Lee", "familyName": "Wong", "rating": "5.0", "phoneNumber": "415-555-0103",
     "vehicle": {"manufacturer": "Main Street", "model": "Pedicab", "registrationPlate": "PEDI-3"}},
}


# ---------------------------------------------------------------------------------------------
# Values

def parse_date(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def format_date(moment):
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def money(cents):
    """An amount as `hail --jsonl` writes one: whole cents, never a float."""
    return {"minorUnits": cents, "currencyCode": "USD"}


def price(cents):
    """A single price: a range from the amount to itself."""
    return {"minimumPrice": money(cents), "maximumPrice": money(cents)}


def coordinate(placemark):
    location = (placemark or {}).get("location")
    if not location:
        return None
    return (location["latitude"], location["longitude"])


def in_city(point):
    latitude, longitude = point
    return CITY["south"] <= latitude <= CITY["north"] and CITY["west"] <= longitude <= CITY["east"]


def road_miles(start, end):
    """The straight line (haversine) times 1.3, as a road winds."""
    radius = 3958.8
    lat1, lon1, lat2, lon2 = map(math.radians, (start[0], start[1], end[0], end[1]))
    a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * radius * math.asin(min(1.0, math.sqrt(a))) * 1.3


def option_named(name):
    wanted = name.strip().lower()
    for option in OPTIONS:
        if option["name"].lower() == wanted:
            return option
    aliases = {"cab": "Standard", "taxi": "Standard", "van": "XL", "cab xl": "XL", "pedicab": "Compact", "bike": "Compact"}
    for alias, option_name in aliases.items():
        if alias == wanted:
            return option_named(option_name)
    return None


def fare_cents(option, miles, party_size):
    cents = option["flag"] + round(option["per_mile"] * miles)
    if option["name"] == "XL" and party_size >= 5:
        cents += XL_LARGE_PARTY_SURCHARGE
    return cents


def ride_option_json(option, miles, pickup_date, party_size=1):
    cents = fare_cents(option, miles, party_size)
    result = {
        "name": option["name"],
        "estimatedPickupDate": format_date(pickup_date),
        "priceRange": price(cents),
        "disclaimerMessage": f"{option['what']}: seats up to {option['seats']}"
                             + (f", goes {option['longest']:g} miles at most." if option["longest"] else "."),
        "fareLineItems": [
            {"title": "Flag fall", "price": money(option["flag"])},
            {"title": f"Distance ({miles:.1f} mi)", "price": money(round(option["per_mile"] * miles))},
        ],
    }
    if option["name"] == "XL":
        small = fare_cents(option, miles, 1)
        large = fare_cents(option, miles, 5)
        result["availablePartySizeOptions"] = [
            {"partySizeRange": [1, 4], "sizeDescription": "1-4 people", "priceRange": price(small)},
            {"partySizeRange": [5, 6], "sizeDescription": "5-6 people", "priceRange": price(large)},
        ]
        result["availablePartySizeOptionsSelectionPrompt"] = "How many people are riding?"
        if party_size >= 5:
            result["fareLineItems"].append({"title": "Large party", "price": money(XL_LARGE_PARTY_SURCHARGE)})
    return result


# ---------------------------------------------------------------------------------------------
# The service

class Ride:
    def __init__(self, number, intent, option, booked_at, pickup_at, miles):
        self.identifier = f"GG-{number}"
        self.driver = DRIVERS[option["name"]]
        self.intent = intent
        self.option = option
        self.booked_at = booked_at
        self.pickup_at = pickup_at
        self.miles = miles
        self.party_size = intent.get("partySize") or 1
        minutes = max(3, round(miles / 15 * 60))  # 15 mph through the city
        self.dropoff_at = pickup_at + timedelta(minutes=1 + minutes)
        self.canceled_at = None
        self.feedback = None

    def phase_changes(self):
        """(moment, phase) for each phase of the ride, in order."""
        changes = []
        if self.pickup_at - self.booked_at > timedelta(minutes=30):
            changes.append((self.booked_at, "received"))  # scheduled: a driver is found later
            changes.append((self.pickup_at - timedelta(minutes=20), "confirmed"))
        else:
            changes.append((self.booked_at, "confirmed"))
        changes.append((self.pickup_at - timedelta(minutes=2), "approachingPickup"))
        changes.append((self.pickup_at, "pickup"))
        changes.append((self.pickup_at + timedelta(minutes=1), "ongoing"))
        changes.append((self.dropoff_at, "completed"))
        return [(moment, phase) for moment, phase in changes if moment >= self.booked_at]

    def phase_at(self, moment):
        phase = "received"
        for change, name in self.phase_changes():
            if change <= moment:
                phase = name
        return phase

    def status_at(self, moment):
        status = {
            "rideIdentifier": self.identifier,
            "pickupLocation": self.intent.get("pickupLocation"),
            "dropOffLocation": self.intent.get("dropOffLocation"),
            "rideOption": ride_option_json(self.option, self.miles, self.pickup_at, self.party_size),
            "estimatedPickupDate": format_date(self.pickup_at),
            "estimatedDropOffDate": format_date(self.dropoff_at),
        }
        if self.intent.get("scheduledPickupTime"):
            status["scheduledPickupTime"] = self.intent["scheduledPickupTime"]
        if self.canceled_at is not None and moment >= self.canceled_at:
            status["phase"] = "completed"
            status["completionStatus"] = {"isCanceled": True}
            return status
        phase = self.phase_at(moment)
        status["phase"] = phase
        if phase != "received":
            driver = self.driver
            status["driver"] = {key: driver[key] for key in ("givenName", "familyName", "rating", "phoneNumber")}
            status["vehicle"] = dict(driver["vehicle"])
        if phase == "completed":
            status["completionStatus"] = {
                "isCompleted": True,
                "paymentAmount": money(fare_cents(self.option, self.miles, self.party_size)),
                "feedbackType": ["rate", "tip"],
                "defaultTippingOptions": [money(200), money(400), money(600)],
            }
        return status

    def is_over(self, moment):
        return self.canceled_at is not None or self.phase_at(moment) == "completed"


class Service:
    def __init__(self, send):
        self.send = send
        self.rides = []
        self.following = False

    # Requests -----------------------------------------------------------------------------

    def answer(self, request):
        """The answer's fields for one request: a resolution, a response, or nothing."""
        intent_name, call = request["intent"], request["call"]
        intent = request.get("parameters") or {}
        now = parse_date(request["now"])
        method = getattr(self, f"{call}_{intent_name}", None)
        if method is None:
            return {"unimplemented": True}
        return method(intent, now)

    # INRequestRideIntent: resolve, confirm, handle

    def resolvePickupLocation_INRequestRideIntent(self, intent, now):
        place = intent.get("pickupLocation")
        if not place:
            return needs_value()
        if not in_city(coordinate(place)):
            return unsupported(f"{place.get('name', 'That place')} is outside San Francisco")
        return success(place)

    def resolveDropOffLocation_INRequestRideIntent(self, intent, now):
        place = intent.get("dropOffLocation")
        if not place:
            return needs_value()
        if not in_city(coordinate(place)):
            return unsupported(f"{place.get('name', 'That place')} is outside San Francisco")
        start = coordinate(intent.get("pickupLocation"))
        if start and road_miles(start, coordinate(place)) < 0.1:
            return unsupported("the drop-off is where the ride starts")
        return success(place)

    def resolveRideOptionName_INRequestRideIntent(self, intent, now):
        spoken = intent.get("rideOptionName")
        if not spoken:
            return not_required()
        option = option_named(spoken["spokenPhrase"])
        if option is None:
            return {"resolution": {"kind": "disambiguation", "values": [option["name"] for option in OPTIONS]}}
        miles = self.trip_miles(intent)
        if option["longest"] is not None and miles is not None and miles > option["longest"]:
            return unsupported(f"a {option['name']} goes {option['longest']:g} miles at most")
        return success({"spokenPhrase": option["name"], "vocabularyIdentifier": option["name"]})

    def resolvePartySize_INRequestRideIntent(self, intent, now):
        party = intent.get("partySize")
        if party is None:
            return not_required()
        largest = max(option["seats"] for option in OPTIONS)
        if party < 1 or party > largest:
            return unsupported(f"the co-op seats 1 to {largest} people")
        spoken = intent.get("rideOptionName")
        option = option_named(spoken["spokenPhrase"]) if spoken else None
        if option is not None and party > option["seats"]:
            return unsupported(f"a {option['name']} seats {option['seats']}")
        return success(party)

    def resolveScheduledPickupTime_INRequestRideIntent(self, intent, now):
        window = intent.get("scheduledPickupTime")
        if not window:
            return not_required()
        start = parse_date(window["startDate"]) if window.get("startDate") else None
        if start is None or start < now - timedelta(minutes=1):
            return unsupported("that time has passed")
        if start > now + timedelta(days=7):
            return unsupported("the co-op books at most a week ahead")
        return success(window)

    def confirm_INRequestRideIntent(self, intent, now):
        quote = self.quote(intent, now)
        if "response" in quote:
            return quote
        option, miles, pickup_at = quote["option"], quote["miles"], quote["pickup_at"]
        status = {
            "rideIdentifier": "quote",
            "phase": "unknown",
            "rideOption": ride_option_json(option, miles, pickup_at, intent.get("partySize") or 1),
            "estimatedPickupDate": format_date(pickup_at),
            "pickupLocation": intent.get("pickupLocation"),
            "dropOffLocation": intent.get("dropOffLocation"),
        }
        return {"response": {"code": "ready", "rideStatus": status}}

    def handle_INRequestRideIntent(self, intent, now):
        active = [ride for ride in self.rides if not ride.is_over(now)]
        if active:
            return {"response": {"code": "failureRequiringAppLaunchPreviousRideNeedsCompletion"}}
        quote = self.quote(intent, now)
        if "response" in quote:
            return quote
        ride = Ride(1000 + len(self.rides) + 1, intent, quote["option"], now, quote["pickup_at"], quote["miles"])
        self.rides.append(ride)
        return {"response": {"code": "success", "rideStatus": ride.status_at(now)}}

    def quote(self, intent, now):
        """The option, distance and pickup moment of a request, or a failure response."""
        start, end = coordinate(intent.get("pickupLocation")), coordinate(intent.get("dropOffLocation"))
        if start is None or end is None:
            return {"response": {"code": "failure"}}
        if not in_city(start) or not in_city(end):
            return {"response": {"code": "failureRequiringAppLaunchNoServiceInArea"}}
        spoken = intent.get("rideOptionName")
        option = option_named(spoken["spokenPhrase"]) if spoken else OPTIONS[0]
        party = intent.get("partySize") or 1
        if option is None or party > option["seats"]:
            return {"response": {"code": "failure"}}
        miles = road_miles(start, end)
        pickup_at = now + timedelta(minutes=option["eta"])
        window = intent.get("scheduledPickupTime")
        if window and window.get("startDate"):
            pickup_at = max(pickup_at, parse_date(window["startDate"]))
        return {"option": option, "miles": miles, "pickup_at": pickup_at}

    def trip_miles(self, intent):
        start, end = coordinate(intent.get("pickupLocation")), coordinate(intent.get("dropOffLocation"))
        return road_miles(start, end) if start and end else None

    # INListRideOptionsIntent: Maps' list

    def handle_INListRideOptionsIntent(self, intent, now):
        start, end = coordinate(intent.get("pickupLocation")), coordinate(intent.get("dropOffLocation"))
        if start is None or end is None:
            return {"response": {"code": "failure"}}
        if not in_city(start) or not in_city(end):
            return {"response": {"code": "failureRequiringAppLaunchNoServiceInArea"}}
        miles = road_miles(start, end)
        options = [
            ride_option_json(option, miles, now + timedelta(minutes=option["eta"]))
            for option in OPTIONS
            if option["longest"] is None or miles <= option["longest"]
        ]
        return {"response": {
            "code": "success",
            "rideOptions": options,
            "paymentMethods": [{"type": "credit", "name": "Co-op account"}],
            "expirationDate": format_date(now + timedelta(minutes=5)),
        }}

    # INGetRideStatusIntent: the status now, and live updates

    def handle_INGetRideStatusIntent(self, intent, now):
        if not self.rides:
            return {"response": {"code": "failure"}}
        return {"response": {"code": "success", "rideStatus": self.rides[-1].status_at(now)}}

    def startSendingUpdates_INGetRideStatusIntent(self, intent, now):
        """Pushes the ride's status now. From then on Hail asks `handle` again whenever its clock
        moves, so the ride's progress needs no push; a change Hail could not work out from the
        clock (here, a cancellation) is pushed when it happens."""
        self.following = True
        if not self.rides:
            self.push({"code": "failure"})
        else:
            self.push({"code": "success", "rideStatus": self.rides[-1].status_at(now)})
        return {}

    def stopSendingUpdates_INGetRideStatusIntent(self, intent, now):
        self.following = False
        return {}

    def push(self, response):
        self.send({"type": "update", "response": response})

    # INCancelRideIntent

    def ride_named(self, identifier):
        return next((ride for ride in self.rides if ride.identifier == identifier), None)

    def confirm_INCancelRideIntent(self, intent, now):
        ride = self.ride_named(intent.get("rideIdentifier"))
        if ride is None or ride.is_over(now) or ride.phase_at(now) in ("pickup", "ongoing"):
            return {"response": {"code": "failure"}}
        response = {"code": "ready"}
        if ride.phase_at(now) == "approachingPickup":
            response["cancellationFee"] = money(LATE_CANCELLATION_FEE)
        return {"response": response}

    def handle_INCancelRideIntent(self, intent, now):
        answer = self.confirm_INCancelRideIntent(intent, now)
        if answer["response"]["code"] != "ready":
            return answer
        ride = self.ride_named(intent["rideIdentifier"])
        ride.canceled_at = now
        if self.following:
            self.push({"code": "success", "rideStatus": ride.status_at(now)})
        response = {"code": "success"}
        if "cancellationFee" in answer["response"]:
            response["cancellationFee"] = answer["response"]["cancellationFee"]
        return {"response": response}

    # INSendRideFeedbackIntent

    def confirm_INSendRideFeedbackIntent(self, intent, now):
        ride = self.ride_named(intent.get("rideIdentifier"))
        if ride is None or ride.canceled_at is not None or ride.phase_at(now) != "completed":
            return {"response": {"code": "failure"}}
        return {"response": {"code": "ready"}}

    def handle_INSendRideFeedbackIntent(self, intent, now):
        answer = self.confirm_INSendRideFeedbackIntent(intent, now)
        if answer["response"]["code"] != "ready":
            return answer
        self.ride_named(intent["rideIdentifier"]).feedback = (intent.get("rating"), intent.get("tip"))
        return {"response": {"code": "success"}}


def success(value):
    return {"resolution": {"kind": "success", "value": value}}


def needs_value():
    return {"resolution": {"kind": "needsValue"}}


def not_required():
    return {"resolution": {"kind": "notRequired"}}


def unsupported(reason):
    return {"resolution": {"kind": "unsupported", "reason": reason}}


def log(text):
    print(f"{SERVICE_NAME}: {text}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# The protocol loop

def send(message):
    sys.stdout.write(json.dumps(message, sort_keys=True, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    service = Service(send)
    for line in iter(sys.stdin.readline, ""):
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        if message.get("type") == "hello":
            if message.get("protocol") != PROTOCOL:
                log(f"Hail speaks protocol {message.get('protocol')}; this service speaks {PROTOCOL}")
            send({"type": "hello", "protocol": PROTOCOL, "service": SERVICE_NAME})
        elif message.get("type") == "request":
            try:
                fields = service.answer(message)
            except Exception as error:  # report it to Hail rather than die mid-conversation
                fields = {"error": f"{type(error).__name__}: {error}"}
            send({"type": "answer", "id": message["id"], **fields})


if __name__ == "__main__":
    main()
