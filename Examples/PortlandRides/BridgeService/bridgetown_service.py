#!/usr/bin/env python3
"""Bridgetown Rides through Hail's bridge: the PortlandRides extension's rules, in Python's standard
library only.

Run from Hail's checkout, with the app's bundle and the city's map:

    hail --app Examples/PortlandRides/App --map Examples/PortlandRides/Map/portland.geojson \\
         --extension-command "python3 Examples/PortlandRides/BridgeService/bridgetown_service.py"

It answers as `Sources/PortlandRides/BridgetownService.swift` does, figure for figure, so the
package's golden transcripts (`Transcripts/`) replay through either: the same conversation, the
same sentences, whichever language the service is written in. The rules:
  * a Sprocket is a pedicab: up to 2 riders, trips of 3 km at most, never to or from the airport;
    a flat $5 plus $2 a kilometre;
  * a Rosebud is a car for up to 4: $4 plus $2.50 a kilometre;
  * a Bigfoot is a van for up to 6: $9 plus $3.50 a kilometre;
  * both ends within 15 km of Pioneer Courthouse Square; rides are for now, not scheduled;
  * cancelling is free until the vehicle is 3 minutes away, then costs $4.

Every answer comes from the intent and the `now` of each request, never the machine's clock, so
conversations replay byte for byte. The protocol is the DocC article "The bridge protocol"; the
loop at the end is the one of `Examples/PythonRideService/ride_service.py`.
"""

import json
import math
import sys
from datetime import datetime, timedelta, timezone

PROTOCOL = 1
SERVICE_NAME = "Bridgetown Rides"

CENTRE = (45.5189, -122.6793)  # Pioneer Courthouse Square
REACH_METRES = 15_000
SPROCKET_REACH_METRES = 3_000
AIRPORT = (45.5887, -122.5975)  # Portland International Airport, where no pedicab goes
AIRPORT_RADIUS_METRES = 1_500
LATE_CANCELLATION_FEE = 400  # cents, once the vehicle is 3 minutes away
DRIVER_PHONE = "503-555-0142"

# In the order of the extension's catalogue; Maps sorts them for the rider.
PRODUCTS = [
    {"name": "Sprocket", "capacity": 2, "base": 5.0, "per_km": 2.0, "pickup_minutes": 6,
     "disclaimer": "Pedal-powered: up to 2 riders, trips up to 3 km.",
     "vehicle": {"manufacturer": "Main Street Pedicabs", "model": "Cargo", "registrationPlate": "PEDAL 3"},
     "driver": {"displayName": "Juniper Reyes", "rating": "5.0"}},
    {"name": "Rosebud", "capacity": 4, "base": 4.0, "per_km": 2.5, "pickup_minutes": 4,
     "disclaimer": "Up to 4 riders.",
     "vehicle": {"manufacturer": "Subaru", "model": "Outback", "registrationPlate": "ROSE 214"},
     "driver": {"displayName": "Dev Patel", "rating": "4.9"}},
    {"name": "Bigfoot", "capacity": 6, "base": 9.0, "per_km": 3.5, "pickup_minutes": 9,
     "disclaimer": "Up to 6 riders.",
     "vehicle": {"manufacturer": "Mercedes-Benz", "model": "Sprinter", "registrationPlate": "SQUATCH"},
     "driver": {"displayName": "Marisol Vega", "rating": "4.8"}},
]
SPROCKET, ROSEBUD, BIGFOOT = PRODUCTS


# ---------------------------------------------------------------------------------------------
# Values

def parse_date(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def format_date(moment):
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def money(cents):
    """An amount as `hail --jsonl` writes one: whole cents, never a float."""
    return {"minorUnits": cents, "currencyCode": "USD"}


def coordinate(placemark):
    location = (placemark or {}).get("location")
    if not location:
        return None
    return (location["latitude"], location["longitude"])


def metres(start, end):
    """The great-circle distance, as `CLLocation.distance(from:)` gives it (haversine, mean radius)."""
    radius = 6_371_008.8
    lat1, lat2 = math.radians(start[0]), math.radians(end[0])
    d_lat = lat2 - lat1
    d_lon = math.radians(end[1] - start[1])
    a = math.sin(d_lat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(d_lon / 2) ** 2
    return 2 * radius * math.atan2(math.sqrt(a), math.sqrt(1 - a))


def serves(placemark):
    """Whether the service goes to a place: within 15 km of Pioneer Courthouse Square."""
    point = coordinate(placemark)
    return point is not None and metres(point, CENTRE) <= REACH_METRES


def is_airport(placemark):
    point = coordinate(placemark)
    return point is not None and metres(point, AIRPORT) < AIRPORT_RADIUS_METRES


def trip_metres(pickup, drop_off):
    start, end = coordinate(pickup), coordinate(drop_off)
    return metres(start, end) if start and end else None


def products_for(pickup, drop_off):
    """The products that run this trip: the Sprocket only for 3 km or less, never the airport."""
    distance = trip_metres(pickup, drop_off)
    if distance is None:
        return []
    pedicab_goes = distance <= SPROCKET_REACH_METRES and not is_airport(pickup) and not is_airport(drop_off)
    return [product for product in PRODUCTS if product is not SPROCKET or pedicab_goes]


def product_named(spoken):
    """The product a spoken name means: its vocabulary identifier when Siri matched the app's
    vocabulary ("bike taxi" is the Sprocket), else the words."""
    if not spoken:
        return None
    if isinstance(spoken, str):
        spoken = {"spokenPhrase": spoken}
    name = (spoken.get("vocabularyIdentifier") or spoken.get("spokenPhrase") or "").lower()
    return next((product for product in PRODUCTS if product["name"].lower() == name), None)


def fare_cents(product, pickup, drop_off):
    kilometres = (trip_metres(pickup, drop_off) or 0) / 1_000
    # NB: half away from zero, as Swift's `rounded()`, not Python's round() to even.
    return int(math.floor((product["base"] + product["per_km"] * kilometres) * 100 + 0.5))


def ride_option(product, pickup, drop_off, now):
    cents = fare_cents(product, pickup, drop_off)
    return {
        "name": product["name"],
        "estimatedPickupDate": format_date(now + timedelta(minutes=product["pickup_minutes"])),
        "priceRange": {"minimumPrice": money(cents), "maximumPrice": money(cents)},
        "disclaimerMessage": product["disclaimer"],
    }


# ---------------------------------------------------------------------------------------------
# The service

class Booking:
    def __init__(self, identifier, pickup, drop_off, option, product):
        self.identifier = identifier
        self.pickup = pickup
        self.drop_off = drop_off
        self.option = option
        self.product = product
        self.pickup_at = parse_date(option["estimatedPickupDate"])
        self.is_canceled = False

    def phase_at(self, now):
        ride_minutes = (trip_metres(self.pickup, self.drop_off) or 0) / 1_000 * 3
        if now < self.pickup_at - timedelta(minutes=3):
            return "confirmed"
        if now < self.pickup_at:
            return "approachingPickup"
        if now < self.pickup_at + timedelta(seconds=60):
            return "pickup"
        if now < self.pickup_at + timedelta(seconds=60 + ride_minutes * 60):
            return "ongoing"
        return "completed"

    def status_at(self, now):
        status = {
            "rideIdentifier": self.identifier,
            "phase": "completed" if self.is_canceled else self.phase_at(now),
            "rideOption": self.option,
            "pickupLocation": self.pickup,
            "dropOffLocation": self.drop_off,
            "estimatedPickupDate": format_date(self.pickup_at),
            "driver": dict(self.product["driver"], phoneNumber=DRIVER_PHONE),
            "vehicle": dict(self.product["vehicle"]),
        }
        if self.is_canceled:
            status["completionStatus"] = {"isCanceled": True}
        elif status["phase"] == "completed":
            status["completionStatus"] = {"isCompleted": True, "feedbackType": ["rate"]}
        return status

    def cancellation_fee(self, now):
        """Nothing until the vehicle is 3 minutes away, then $4."""
        return money(LATE_CANCELLATION_FEE) if now > self.pickup_at - timedelta(minutes=3) else None


class Service:
    def __init__(self):
        self.bookings = []

    def answer(self, request):
        """The answer's fields for one request: a resolution, a response, or nothing."""
        method = getattr(self, f"{request['call']}_{request['intent']}", None)
        if method is None:
            return {"unimplemented": True}
        return method(request.get("parameters") or {}, parse_date(request["now"]))

    # INRequestRideIntent: resolve, confirm, handle

    def resolvePickupLocation_INRequestRideIntent(self, intent, now):
        return resolve_place(intent.get("pickupLocation"))

    def resolveDropOffLocation_INRequestRideIntent(self, intent, now):
        return resolve_place(intent.get("dropOffLocation"))

    def resolvePartySize_INRequestRideIntent(self, intent, now):
        party = intent.get("partySize")
        if party is None:
            return success(1)
        product = product_named(intent.get("rideOptionName"))
        capacity = (product or BIGFOOT)["capacity"]
        if party < 1 or party > capacity:
            return unsupported(f"a {(product or BIGFOOT)['name']} seats {capacity}")
        return success(party)

    def resolveScheduledPickupTime_INRequestRideIntent(self, intent, now):
        if not intent.get("scheduledPickupTime"):
            return {"resolution": {"kind": "notRequired"}}
        return unsupported("rides are for now, not scheduled")

    def resolveRideOptionName_INRequestRideIntent(self, intent, now):
        pickup, drop_off = intent.get("pickupLocation"), intent.get("dropOffLocation")
        if not pickup or not drop_off:
            return {"resolution": {"kind": "needsValue"}}
        seats = intent.get("partySize") or 1
        fitting = [product for product in products_for(pickup, drop_off) if product["capacity"] >= seats]
        spoken = intent.get("rideOptionName")
        if not spoken:
            # None named: the products that seat the party, for the rider to choose from.
            if not fitting:
                return unsupported(f"no product seats {seats} on this trip")
            return {"resolution": {"kind": "disambiguation", "values": [{"spokenPhrase": p["name"]} for p in fitting]}}
        product = product_named(spoken)
        if product is None or product not in fitting:
            return unsupported(f"no {spoken.get('spokenPhrase', spoken) if isinstance(spoken, dict) else spoken} for this trip")
        return success({"spokenPhrase": product["name"]})

    def confirm_INRequestRideIntent(self, intent, now):
        quote = self.quote(intent, now)
        if quote is None:
            return {"response": {"code": "failure"}}
        option, pickup, drop_off, _ = quote
        preview = {
            "rideOption": option,
            "pickupLocation": pickup,
            "dropOffLocation": drop_off,
            "estimatedPickupDate": option["estimatedPickupDate"],
        }
        return {"response": {"code": "ready", "rideStatus": preview}}

    def handle_INRequestRideIntent(self, intent, now):
        quote = self.quote(intent, now)
        if quote is None:
            return {"response": {"code": "failure"}}
        option, pickup, drop_off, product = quote
        booking = Booking(f"PDX-{101 + len(self.bookings)}", pickup, drop_off, option, product)
        self.bookings.append(booking)
        return {"response": {"code": "success", "rideStatus": booking.status_at(now)}}

    def quote(self, intent, now):
        """The option to book (a Rosebud when none was named), priced for the trip, or None."""
        pickup, drop_off = intent.get("pickupLocation"), intent.get("dropOffLocation")
        if not pickup or not drop_off or not serves(pickup) or not serves(drop_off):
            return None
        product = product_named(intent.get("rideOptionName")) or ROSEBUD
        if product not in products_for(pickup, drop_off):
            return None
        return ride_option(product, pickup, drop_off, now), pickup, drop_off, product

    # INListRideOptionsIntent: Maps' list

    def handle_INListRideOptionsIntent(self, intent, now):
        pickup, drop_off = intent.get("pickupLocation"), intent.get("dropOffLocation")
        if not pickup or not drop_off or not serves(pickup) or not serves(drop_off):
            return {"response": {"code": "failureRequiringAppLaunchNoServiceInArea"}}
        return {"response": {
            "code": "success",
            "rideOptions": [ride_option(product, pickup, drop_off, now) for product in products_for(pickup, drop_off)],
            "paymentMethods": [{"type": "applePay"}],
        }}

    # INGetRideStatusIntent: nothing is pushed; Hail asks `handle` again whenever its clock moves.

    def handle_INGetRideStatusIntent(self, intent, now):
        if not self.bookings:
            return {"response": {"code": "failure"}}
        return {"response": {"code": "success", "rideStatus": self.bookings[-1].status_at(now)}}

    def startSendingUpdates_INGetRideStatusIntent(self, intent, now):
        return {}

    def stopSendingUpdates_INGetRideStatusIntent(self, intent, now):
        return {}

    # INCancelRideIntent: free until the vehicle is 3 minutes away, then $4; not once under way.

    def cancellable(self, intent, now):
        identifier = intent.get("rideIdentifier")
        booking = next((b for b in reversed(self.bookings) if b.identifier == identifier), None)
        if booking is None or booking.is_canceled or booking.phase_at(now) not in ("confirmed", "approachingPickup"):
            return None
        return booking

    def confirm_INCancelRideIntent(self, intent, now):
        return self.cancel_response(intent, now, cancels=False)

    def handle_INCancelRideIntent(self, intent, now):
        return self.cancel_response(intent, now, cancels=True)

    def cancel_response(self, intent, now, cancels):
        booking = self.cancellable(intent, now)
        if booking is None:
            return {"response": {"code": "failure"}}
        response = {"code": "success" if cancels else "ready"}
        fee = booking.cancellation_fee(now)
        if fee is not None:
            response["cancellationFee"] = fee
        if cancels:
            booking.is_canceled = True
        return {"response": response}


def resolve_place(place):
    if not place:
        return {"resolution": {"kind": "needsValue"}}
    if not serves(place):
        return unsupported(f"{place.get('name', 'that place')} is beyond 15 km of Pioneer Courthouse Square")
    return success(place)


def success(value):
    return {"resolution": {"kind": "success", "value": value}}


def unsupported(reason):
    return {"resolution": {"kind": "unsupported", "reason": reason}}


# ---------------------------------------------------------------------------------------------
# The protocol loop

def send(message):
    sys.stdout.write(json.dumps(message, sort_keys=True, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    service = Service()
    for line in iter(sys.stdin.readline, ""):
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        if message.get("type") == "hello":
            if message.get("protocol") != PROTOCOL:
                print(f"{SERVICE_NAME}: the other side speaks protocol {message.get('protocol')}; "
                      f"this service speaks {PROTOCOL}", file=sys.stderr, flush=True)
            send({"type": "hello", "protocol": PROTOCOL, "service": SERVICE_NAME})
        elif message.get("type") == "request":
            try:
                fields = service.answer(message)
            except Exception as error:  # said as the call's error rather than dying mid-conversation
                fields = {"error": f"{type(error).__name__}: {error}"}
            send({"type": "answer", "id": message["id"], **fields})


if __name__ == "__main__":
    main()
