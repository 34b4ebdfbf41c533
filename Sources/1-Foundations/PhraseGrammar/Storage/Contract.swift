// Storage: the parser's containers that hold memory by hand or lend it as buffers.
//
// The contract every type in this folder keeps:
//
// - One owner. Each type owns its memory for its whole life: an array it holds (`ScratchBuffer`,
//   `SpanTable`, `WordTable`), an allocation a private class frees (`PlainList`), or an allocation
//   freed by its own `deinit`, the type being noncopyable (`GrowingBuffer`, `FixedBuffer`).
// - Lent inside a closure. Memory is handed out as a buffer only to a closure (`resize(count:…)`,
//   `withElements`, `WordTable.withLookup`), and the buffer is not used after the closure
//   returns. `GrowingBuffer.elements` (read by the subset construction) is the one exception
//   left: a buffer valid until the list next changes.
// - Bounds. Each read and write through a buffer is inside the count the type keeps; where a hot
//   loop skips the check, a `// Bounds:` comment beside it says why the index is inside.
// - Plain values. `PlainList`, `GrowingBuffer` and `FixedBuffer` hold `BitwiseCopyable` elements
//   only, so memory is copied and dropped without running any element's code.
//
// Outside this folder, these types still read memory through pointers, each inside the closure
// that lent it unless said: `DeterministicAutomaton.Buffers` and `PhraseWalkTable.Buffers`
// (kept as `lastingBuffers` for the matcher's life: the tables they read are constants of objects
// the matcher holds), `ScannedWords.Writer`, `UtteranceWords.Boundaries`, `NodeEdgeLists`, the
// `Tokenizer`'s scan and `GrammarArchiveReader`. Those that store a pointer are listed in
// RepositoryTests' `PhraseGrammarPointerTests`, which fails on any new one.
