import Foundation
import HailIntents
import RideIntents

// MARK: - Request a ride

extension HostedExtension {
    public func resolvePickupLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        resolvePlace(intent, .pickupLocation, given: intent.pickupLocation, call: "resolvePickupLocation") { handler, asked, done in
            handler.resolvePickupLocation(for: asked, with: done)
        }
    }

    public func resolveDropOffLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        resolvePlace(intent, .dropOffLocation, given: intent.dropOffLocation, call: "resolveDropOffLocation") { handler, asked, done in
            handler.resolveDropOffLocation(for: asked, with: done)
        }
    }

    private func resolvePlace(
        _ intent: RequestRideIntent, _ parameter: RideParameter, given: Placemark?, call name: String,
        _ start: @escaping (INRequestRideIntentHandling, INRequestRideIntent, @escaping @Sendable (INPlacemarkResolutionResult) -> Void) -> Void
    ) -> ResolutionResult<Placemark> {
        let asked = translator.requestRide(intent)
        let answer = ask(INRequestRideIntentHandling.self, for: asked, call: name) { start($0, asked, $1) }
        return resolution(answer, call: name, parameter: parameter, given: given, label: \.name) { value throws(UnusableAnswer) in
            try translator.placemark(try cast(value, to: CLPlacemark.self, "a CLPlacemark"))
        }
    }

    public func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange> {
        let asked = translator.requestRide(intent)
        let name = "resolveScheduledPickupTime"
        let answer = ask(INRequestRideIntentHandling.self, for: asked, call: name) { $0.resolveScheduledPickupTime(for: asked, with: $1) }
        return resolution(
            answer, call: name, parameter: .scheduledPickupTime, given: intent.scheduledPickupTime,
            label: { ServiceTimeZone.clockTime($0.startDate, relativeTo: self.clock.now) }
        ) { value throws(UnusableAnswer) in
            try translator.dateRange(try cast(value, to: INDateComponentsRange.self, "an INDateComponentsRange"))
        }
    }

    public func resolvePartySize(for intent: RequestRideIntent) -> ResolutionResult<Int> {
        let asked = translator.requestRide(intent)
        let name = "resolvePartySize"
        let answer = ask(INRequestRideIntentHandling.self, for: asked, call: name) { $0.resolvePartySize(for: asked, with: $1) }
        return resolution(answer, call: name, parameter: .partySize, given: intent.partySize, label: { "\($0)" }) { value throws(UnusableAnswer) in
            let size = try cast(value, to: Int.self, "a party size")
            guard size > 0, size < 1_000 else { throw UnusableAnswer("a party size of \(size)") }
            return size
        }
    }

    public func resolveRideOptionName(for intent: RequestRideIntent) -> ResolutionResult<SpeakableString> {
        let asked = translator.requestRide(intent)
        let name = "resolveRideOptionName"
        let answer = ask(INRequestRideIntentHandling.self, for: asked, call: name) { $0.resolveRideOptionName(for: asked, with: $1) }
        return resolution(answer, call: name, parameter: .rideOptionName, given: intent.rideOptionName, label: \.spokenPhrase) { value throws(UnusableAnswer) in
            try translator.speakableString(try cast(value, to: INSpeakableString.self, "an INSpeakableString"))
        }
    }

    /// SiriKit's protocol has no payment resolver: Hail's side (the user's wallet) resolves
    /// payment, so an extension is never asked. The method as given is taken.
    public func resolvePaymentMethod(for intent: RequestRideIntent) -> ResolutionResult<PaymentMethod> {
        intent.paymentMethod.map { .success($0) } ?? .notRequired
    }

    public func confirm(intent: RequestRideIntent) -> RequestRideIntentResponse {
        requestRide(intent, call: "confirm INRequestRideIntent", confirming: true)
    }

    public func handle(intent: RequestRideIntent) -> RequestRideIntentResponse {
        requestRide(intent, call: "handle INRequestRideIntent", confirming: false)
    }

    private func requestRide(_ intent: RequestRideIntent, call name: String, confirming: Bool) -> RequestRideIntentResponse {
        let asked = translator.requestRide(intent)
        guard let answer: INRequestRideIntentResponse = ask(INRequestRideIntentHandling.self, for: asked, call: name, { handler, done in
            if confirming { handler.confirm(intent: asked, completion: done) } else { handler.handle(intent: asked, completion: done) }
        }) else { return RequestRideIntentResponse(code: .failure) }
        if confirming, answer.defaultImplementation != nil { return RequestRideIntentResponse(code: .ready, rideStatus: preview(of: intent)) }
        guard let code = RequestRideIntentResponseCode(rawValue: answer.code.rawValue) else {
            return RequestRideIntentResponse(code: .failure)
        }
        if confirming, !code.isFailure, answer.rideStatus == nil {
            // Confirm may answer without a ride status (Apple's is optional): what was asked is the preview.
            return RequestRideIntentResponse(code: code, rideStatus: preview(of: intent))
        }
        do throws(UnusableAnswer) {
            let status = try answer.rideStatus.map { status throws(UnusableAnswer) in try translator.rideStatus(status, for: intent, isPreview: confirming) }
            if !confirming, !code.isFailure, status == nil {
                throw UnusableAnswer("\(answer.code) without a ride status (Siri cannot tell the rider about a booking it cannot see)")
            }
            return RequestRideIntentResponse(code: code, rideStatus: status)
        } catch {
            unusable(name, error)
            return RequestRideIntentResponse(code: .failure)
        }
    }
}

extension HostedExtension {
    /// The ride the intent asks for, as the preview to confirm when the extension gives none.
    func preview(of intent: RequestRideIntent) -> RideStatus {
        RideStatus(
            rideIdentifier: "", phase: .received, scheduledPickupTime: intent.scheduledPickupTime,
            pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation,
            partySize: intent.partySize, paymentMethod: intent.paymentMethod)
    }
}

// MARK: - List ride options

extension HostedExtension {
    /// Maps resolves the places of a list itself (it calls only `handle`): a place it found is taken.
    public func resolvePickupLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        intent.pickupLocation.map { .success($0) } ?? .notRequired
    }

    public func resolveDropOffLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        intent.dropOffLocation.map { .success($0) } ?? .needsValue(.missing)
    }

    public func handle(intent: ListRideOptionsIntent) -> ListRideOptionsIntentResponse {
        let asked = translator.listRideOptions(intent)
        let name = "handle INListRideOptionsIntent"
        guard let answer: INListRideOptionsIntentResponse = ask(INListRideOptionsIntentHandling.self, for: asked, call: name, { handler, done in
            handler.handle(intent: asked, completion: done)
        }) else { return ListRideOptionsIntentResponse(code: .failure) }
        guard let code = ListRideOptionsIntentResponseCode(rawValue: answer.code.rawValue) else {
            return ListRideOptionsIntentResponse(code: .failure)
        }
        do throws(UnusableAnswer) {
            let options = try answer.rideOptions.map { options throws(UnusableAnswer) in
                try options.map { option throws(UnusableAnswer) in try translator.rideOption(option) }
            }
            if code == .success, options == nil {
                throw UnusableAnswer("success without ride options (answer an empty list when there are none)")
            }
            return ListRideOptionsIntentResponse(
                code: code, rideOptions: options, paymentMethods: answer.paymentMethods?.map(translator.paymentMethod),
                expirationDate: answer.expirationDate)
        } catch {
            unusable(name, error)
            return ListRideOptionsIntentResponse(code: .failure)
        }
    }
}

// MARK: - Ride status

extension HostedExtension {
    public func handle(intent: GetRideStatusIntent) -> GetRideStatusIntentResponse {
        let asked = INGetRideStatusIntent()
        let name = "handle INGetRideStatusIntent"
        guard let answer: INGetRideStatusIntentResponse = ask(INGetRideStatusIntentHandling.self, for: asked, call: name, { handler, done in
            handler.handle(intent: asked, completion: done)
        }) else { return GetRideStatusIntentResponse(code: .failure) }
        return getRideStatusResponse(answer, call: name)
    }

    func getRideStatusResponse(_ answer: INGetRideStatusIntentResponse, call name: String) -> GetRideStatusIntentResponse {
        guard let code = GetRideStatusIntentResponseCode(rawValue: answer.code.rawValue) else {
            return GetRideStatusIntentResponse(code: .failure, asOf: clock.now)
        }
        do throws(UnusableAnswer) {
            let status = try answer.rideStatus.map { status throws(UnusableAnswer) in try translator.rideStatus(status) }
            return GetRideStatusIntentResponse(code: code, rideStatus: status, asOf: clock.now)
        } catch {
            unusable(name, error)
            return GetRideStatusIntentResponse(code: .failure, asOf: clock.now)
        }
    }

    public func startSendingUpdates(for intent: GetRideStatusIntent, to observer: GetRideStatusIntentResponseObserver) {
        startFollowing(observer)
    }

    public func stopSendingUpdates(for intent: GetRideStatusIntent) {
        stopFollowing()
        let asked = INGetRideStatusIntent()
        let _: Void? = ask(INGetRideStatusIntentHandling.self, for: asked, call: "stopSendingUpdates") { handler, done in
            handler.stopSendingUpdates(for: asked)
            done(())
        }
    }
}

// MARK: - Cancel and feedback

extension HostedExtension {
    public func confirm(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse {
        cancelRide(intent, call: "confirm INCancelRideIntent", confirming: true)
    }

    public func handle(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse {
        cancelRide(intent, call: "handle INCancelRideIntent", confirming: false)
    }

    private func cancelRide(_ intent: CancelRideIntent, call name: String, confirming: Bool) -> CancelRideIntentResponse {
        let asked = INCancelRideIntent(rideIdentifier: intent.rideIdentifier)
        guard let answer: INCancelRideIntentResponse = ask(INCancelRideIntentHandling.self, for: asked, call: name, { handler, done in
            if confirming { handler.confirm(cancelRide: asked, completion: done) } else { handler.handle(cancelRide: asked, completion: done) }
        }) else { return CancelRideIntentResponse(code: .failure, failureReason: "the ride service did not answer") }
        if confirming, answer.defaultImplementation != nil { return CancelRideIntentResponse(code: .ready) }
        guard let code = CancelRideIntentResponseCode(rawValue: answer.code.rawValue) else { return CancelRideIntentResponse(code: .failure) }
        do throws(UnusableAnswer) {
            let fee = try answer.cancellationFee.map { fee throws(UnusableAnswer) in try translator.currencyAmount(fee, what: "the cancellation fee") }
            let threshold = answer.cancellationFeeThreshold.map { parts in
                ((parts.day ?? 0) * 24 + (parts.hour ?? 0)) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
            }
            return CancelRideIntentResponse(code: code, cancellationFee: fee, cancellationFeeThresholdSeconds: threshold)
        } catch {
            unusable(name, error)
            return CancelRideIntentResponse(code: .failure)
        }
    }

    public func confirm(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        sendRideFeedback(intent, call: "confirm INSendRideFeedbackIntent", confirming: true)
    }

    public func handle(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        sendRideFeedback(intent, call: "handle INSendRideFeedbackIntent", confirming: false)
    }

    private func sendRideFeedback(_ intent: SendRideFeedbackIntent, call name: String, confirming: Bool) -> SendRideFeedbackIntentResponse {
        let asked = translator.sendRideFeedback(intent)
        guard let answer: INSendRideFeedbackIntentResponse = ask(INSendRideFeedbackIntentHandling.self, for: asked, call: name, { handler, done in
            if confirming {
                handler.confirm(sendRideFeedback: asked, completion: done)
            } else {
                handler.handle(sendRideFeedback: asked, completion: done)
            }
        }) else { return SendRideFeedbackIntentResponse(code: .failure, failureReason: "the ride service did not answer") }
        if confirming, answer.defaultImplementation != nil { return SendRideFeedbackIntentResponse(code: .ready) }
        return SendRideFeedbackIntentResponse(code: SendRideFeedbackIntentResponseCode(rawValue: answer.code.rawValue) ?? .failure)
    }
}
