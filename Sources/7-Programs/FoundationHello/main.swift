import Foundation

// `make bench`'s baseline for a cold start: the least a Swift program that links Foundation does,
// started and ended as `hail parse` is (its time and peak memory are what Hail's are held to).
FileHandle.standardOutput.write(Data("hello, \(ProcessInfo.processInfo.processName)\n".utf8))
