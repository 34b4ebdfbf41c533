import Foundation

/// Joins the two forms Apple offers for each handler requirement, completion handler and `async`,
/// so that an extension implements either one and callers may use either one.
///
/// Each form's default implementation calls the other form. When the extension implements
/// neither, the async default marks the call in a task-local value before calling the completion
/// form; the completion default sees the mark and answers with the requirement's default answer
/// (whose `defaultImplementation` names the requirement) instead of going round again.
enum HandlerBridge {
    /// The requirement whose completion form the async default is calling, if any.
    @TaskLocal static var completionFormCalledFromAsyncDefault: String?

    /// The default implementation of a requirement's completion-handler form.
    static func completionFormDefault<Answer>(
        _ requirement: String, completion: @escaping @Sendable (Answer) -> Void,
        defaultAnswer: (String) -> Answer, asyncForm: @escaping () async -> Answer
    ) {
        if completionFormCalledFromAsyncDefault == requirement {
            completion(defaultAnswer(requirement))
            return
        }
        let asyncForm = UncheckedSendable(asyncForm)
        Task { completion(await asyncForm.value()) }
    }

    /// The default implementation of a requirement's `async` form.
    static func asyncFormDefault<Answer>(
        _ requirement: String, completionForm: (@escaping @Sendable (Answer) -> Void) -> Void
    ) async -> Answer {
        let answer: UncheckedSendable<Answer> = await $completionFormCalledFromAsyncDefault.withValue(requirement) {
            await withCheckedContinuation { continuation in
                let once = ResumeOnce(continuation)
                completionForm { answer in once.resume(returning: UncheckedSendable(answer)) }
            }
        }
        return answer.value
    }

    /// Marks a response as the default answer of a requirement the extension left out.
    static func defaultResponse<Response: INIntentResponse>(_ response: Response, of requirement: String) -> Response {
        response.defaultImplementation = requirement
        return response
    }
}

/// Carries a value into a task that is its only user afterwards.
// NB: the values carried are handler calls and answers handed from one task to the next; the
// sender does not touch them again, which is what the compiler cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Resumes a continuation on the first call and ignores later ones, so that a completion handler
/// called twice cannot crash the program.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: value)
    }
}
