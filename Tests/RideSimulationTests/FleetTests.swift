import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Fleet")
struct FleetTests {
    @Test func theSameSeedDrawsTheSameFleet() {
        #expect(Fleet(seed: 42).vehicles == Fleet(seed: 42).vehicles)
        #expect(Fleet(seed: 42).vehicles != Fleet(seed: 43).vehicles)
    }

    @Test func everyOptionHasCarsWithDriversAndPlates() {
        let fleet = Fleet(seed: 1)
        for kind in RideOptionKind.allCases {
            let cars = fleet.vehicles.filter { $0.kind == kind }
            #expect(cars.count == FleetCatalog.count(of: kind))
        }
        for car in fleet.vehicles {
            #expect(car.driver.rating.map { ["4.6", "4.7", "4.8", "4.9", "5.0"].contains($0) } == true)
            #expect(car.driver.phoneNumber?.contains("555-01") == true)
            #expect(car.vehicle.registrationPlate?.count == 7)
            #expect(car.vehicle.manufacturer != nil && car.vehicle.model != nil && car.vehicle.color != nil)
            #expect(ServiceArea.bayArea.contains(car.location))
        }
    }

    @Test func theNearestFreeCarOfTheOptionIsAssigned() throws {
        var fleet = Fleet(seed: 5)
        let pickup = Coordinate(latitude: 37.7955, longitude: -122.3937)
        let now = TestSupport.offPeak
        let first = try #require(fleet.nearestAvailable(.suv, to: pickup, at: now))
        #expect(fleet.vehicles[first.vehicleIndex].kind == .suv)
        let others = fleet.vehicles.filter { $0.kind == .suv }.map { RoutePlanner.route(from: $0.location, to: pickup).miles }
        #expect(first.route.miles == others.min())
        fleet.vehicles[first.vehicleIndex].busyUntil = now.addingTimeInterval(600)
        let second = try #require(fleet.nearestAvailable(.suv, to: pickup, at: now))
        #expect(second.vehicleIndex != first.vehicleIndex)
        #expect(fleet.nearestAvailable(.suv, to: pickup, at: now.addingTimeInterval(600))?.vehicleIndex == first.vehicleIndex)
    }

    @Test func rideIdentifiersLookLikeHailCodesAndRepeatForASeed() {
        var generator = RideIdentifierGenerator(seed: 42)
        var again = RideIdentifierGenerator(seed: 42)
        let identifiers = (0..<20).map { _ in generator.next() }
        #expect(identifiers == (0..<20).map { _ in again.next() })
        for identifier in identifiers {
            #expect(identifier.hasPrefix("HAIL-"))
            #expect(identifier.count == 11)
            #expect(identifier.dropFirst(5).allSatisfy { RideIdentifierGenerator.alphabet.contains($0) })
        }
        #expect(Set(identifiers).count == identifiers.count)
    }
}

@Suite("Fleets drawn once per seed")
struct DrawnFleetTests {
    @Test func aDrawnFleetIsTheFleetTheSeedDraws() {
        for seed: UInt64 in [1, 7, 42, 1, 7, 99, 100, 101, 102, 1] {
            #expect(Fleet.drawn(seed: seed).vehicles == Fleet(seed: seed).vehicles)
        }
    }

    @Test func aChangedCopyLeavesTheNextDrawAlone() {
        var fleet = Fleet.drawn(seed: 11)
        fleet.vehicles[0].busyUntil = Date(timeIntervalSince1970: 1_000_000)
        #expect(Fleet.drawn(seed: 11).vehicles == Fleet(seed: 11).vehicles)
    }
}
