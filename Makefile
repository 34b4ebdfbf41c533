# Hail: two commands on a fresh Debian machine.
#   make run    build, then start the REPL
#   make test   build, then run every test (unit tests, every golden transcript, the Examples' transcripts),
#               then the CLI and terminal tests and the transcripts again against the release build
#   make test-asan  the PhraseGrammar unit tests and the fast-against-reference matcher test under AddressSanitizer
#   make bench  release build, then the benchmarks (the parser, the store, hostile inputs, hail end to end)
#   make docs   DocC documentation for the HailIntents, HailKit and HailBridge libraries, into .build/docs
#   make crash-test  SIGKILLs the release hail 1,000 times mid-dialog (three at once on one store), checking the store each time
#   make install  release build into $(PREFIX)/bin/hail, the grammar into $(PREFIX)/share/hail/Grammar
#   make dist   release build, packed with its grammar, data, schema and docs into $(DIST)/hail-VERSION-linux-ARCH.tar.gz
#               for a machine without a Swift toolchain; `make test` unpacks it and books a ride through it
#   make fuzz   coverage-guided fuzzing (libFuzzer), FUZZ_SECONDS (default 60) per target
SWIFT      ?= swift
SWIFTC     ?= swiftc
SCRATCH    ?= .build
ARGS       ?=
CRASH_KILLS ?= 1000
PREFIX     ?= /usr/local
# NB: release builds link the Swift runtime and Foundation into the binary: a cold `hail parse`
# took 12.4 ms and 26.8 MiB linked against the shared libraries, 9.2 ms and 23.3 MiB linked in
# (make bench, one run each); dynamic linking of a 36 MB binary was half its start-up instructions.
# The binary needs none of the toolchain's shared libraries. RELEASE_FLAGS= builds it as before.
# NB: and with link-time optimization across the package's modules: the parser's calls from
# RideLanguage into PhraseGrammar (the parse read in place, the matcher pool) are inlined at the
# link, 11,508 -> 10,840 instructions an utterance (callgrind, `RideBenchmarks --only parse`) and a
# `hail --jsonl` run of 1,000 turns 3.5% fewer (321M -> 310M); the release link takes minutes longer.
RELEASE_FLAGS ?= --static-swift-stdlib --experimental-lto-mode=full
SUDO       := $(shell [ "$$(id -u)" = "0" ] || echo sudo)

FUZZ_SECONDS ?= 60
FUZZ_SCRATCH ?= .build/fuzz
FUZZ_TARGETS ?= UtteranceFuzzer GrammarFileFuzzer GrammarCacheFuzzer TranscriptFuzzer DialogFuzzer
# NB: libFuzzer and AddressSanitizer come with the Swift toolchain (clang's runtime libraries).
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library

.PHONY: run test test-asan test-release test-dist examples build release bench crash-test install dist deps clean docs fuzz fuzz-build

## deps: install libedit-dev and libsqlite3-dev when pkg-config cannot find them, and python3 when it is
## missing (through sudo when not root).
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libedit || ! pkg-config --exists sqlite3; then \
	  echo "hail: libedit or sqlite3 (or pkg-config) not found; installing libedit-dev, libsqlite3-dev and pkg-config with apt-get$(if $(SUDO), through sudo,)..."; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q || { echo "hail: apt-get update failed; install libedit-dev, libsqlite3-dev and pkg-config by hand" >&2; exit 1; }; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libedit-dev libsqlite3-dev pkg-config || { echo "hail: could not install libedit-dev and libsqlite3-dev; install them by hand (apt-get install libedit-dev libsqlite3-dev pkg-config)" >&2; exit 1; }; \
	  pkg-config --exists libedit || { echo "hail: libedit-dev is installed but pkg-config still cannot find libedit" >&2; exit 1; }; \
	  echo "hail: libedit-dev and libsqlite3-dev installed."; \
	fi
	@# NB: the Python reference service (Examples/PythonRideService) is replayed through the bridge.
	@if ! command -v python3 >/dev/null 2>&1; then \
	  echo "hail: python3 not found; installing it with apt-get$(if $(SUDO), through sudo,)..."; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q || { echo "hail: apt-get update failed; install python3 by hand" >&2; exit 1; }; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3 || { echo "hail: could not install python3; install it by hand (apt-get install python3)" >&2; exit 1; }; \
	fi

build: deps
	$(SWIFT) build --scratch-path $(SCRATCH)

run: build
	@$(SWIFT) run --skip-build --scratch-path $(SCRATCH) hail $(ARGS)

test: deps
	$(SWIFT) build --build-tests --scratch-path $(SCRATCH)
	$(SWIFT) test --skip-build --scratch-path $(SCRATCH)
	@$(MAKE) --no-print-directory examples
	@$(MAKE) --no-print-directory test-release
	@$(MAKE) --no-print-directory test-dist

## test-asan: the PhraseGrammar unit tests and the fast matcher against the reference one
## (PhraseGrammarOracleTests) under AddressSanitizer, in a build of their own ($(ASAN_SCRATCH)) holding
## only those targets and what they depend on (HAIL_ONLY, see Package.swift). Leaks are reported too,
## but for XCTest's own (.ci/lsan-suppressions.txt).
ASAN_SCRATCH ?= .build-asan
ASAN_TESTS   := PhraseGrammarTests,PhraseGrammarOracleTests
test-asan: deps
	HAIL_ONLY=$(ASAN_TESTS) $(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_SCRATCH)
	HAIL_ONLY=$(ASAN_TESTS) LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path $(ASAN_SCRATCH) --filter '^(PhraseGrammarTests|PhraseGrammarOracleTests)\.'

## test-release: the binary users install, under test: the release build (as `make release` and
## `make install` build it), then the CLI tests (the terminal's Ctrl-C and signals among them) run
## against it through HAIL_BINARY, and every golden transcript replayed with it.
test-release: release
	@bin="$$($(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --show-bin-path)/hail" && \
	  echo "== the release build ($$bin): CLI and terminal tests, golden transcripts ==" && \
	  { HAIL_BINARY="$$bin" $(SWIFT) test --skip-build --scratch-path $(SCRATCH) --filter HailCLITests \
	    || { echo "hail: the CLI tests failed against the release build ($$bin)" >&2; exit 1; }; } && \
	  { "$$bin" replay \
	    || { echo "hail: the golden transcripts failed against the release build ($$bin)" >&2; exit 1; }; }

## examples: builds Examples/AirportShuttle and Examples/PortlandRides (packages of their own, depending on
## Hail by path) into the same scratch path, so they reuse Hail's build, run their tests and replay their
## transcripts, each with its own binary; then replays PortlandRides' transcripts again with hail, its app
## and map, and the same service in Python (Examples/PortlandRides/BridgeService) through the bridge.
examples: deps
	$(SWIFT) build --package-path Examples/AirportShuttle --scratch-path $(abspath $(SCRATCH)) --build-tests
	$(SWIFT) test --package-path Examples/AirportShuttle --scratch-path $(abspath $(SCRATCH)) --skip-build
	cd Examples/AirportShuttle && "$$($(SWIFT) build --package-path . --scratch-path $(abspath $(SCRATCH)) --show-bin-path)/shuttle" replay $(if $(RECORD_TRANSCRIPTS),--record,)
	$(SWIFT) build --package-path Examples/PortlandRides --scratch-path $(abspath $(SCRATCH)) --build-tests
	$(SWIFT) test --package-path Examples/PortlandRides --scratch-path $(abspath $(SCRATCH)) --skip-build
	cd Examples/PortlandRides && "$$($(SWIFT) build --package-path . --scratch-path $(abspath $(SCRATCH)) --show-bin-path)/bridgetown" replay $(if $(RECORD_TRANSCRIPTS),--record,)
	@# NB: the same service in Python, through the bridge with hail, pinned by the same transcripts.
	$(SWIFT) build --scratch-path $(SCRATCH) --product hail
	"$$($(SWIFT) build --scratch-path $(SCRATCH) --show-bin-path)/hail" --app Examples/PortlandRides/App \
	  --extension-command "python3 Examples/PortlandRides/BridgeService/bridgetown_service.py" \
	  replay --map Examples/PortlandRides/Map/portland.geojson Examples/PortlandRides/Transcripts

release: deps
	$(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS)

## bench: the release benchmarks; hail, a Foundation hello-world (linked as hail is, and as a plain
## swiftc -O links it) and the MeasuredRun launcher are built beside them for the end-to-end figures,
## and valgrind is installed with apt-get when missing, for callgrind's instruction counts (without it
## the counts are skipped and the report says so).
bench: deps
	@command -v valgrind >/dev/null 2>&1 || { \
	  echo "hail: valgrind not found; installing it with apt-get$(if $(SUDO), through sudo,) for the instruction counts..."; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null 2>&1 \
	    || { $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null 2>&1 && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null 2>&1; } \
	    || echo "hail: could not install valgrind; the benchmarks run without instruction counts"; }
	$(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --product RideBenchmarks
	$(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --product hail
	$(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --product FoundationHello
	$(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --product MeasuredRun
	@bin="$$($(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --show-bin-path)" && \
	  echo "$(SWIFTC) -O Sources/7-Programs/FoundationHello/main.swift -o $$bin/FoundationHello-dynamic" && \
	  $(SWIFTC) -O Sources/7-Programs/FoundationHello/main.swift -o "$$bin/FoundationHello-dynamic" && \
	  "$$bin/RideBenchmarks"

## crash-test: CrashSafetyTests with $(CRASH_KILLS) kills instead of the suite's 30, against the release
## binary (as `make install` builds it); prints kills, time and failures.
crash-test: release
	$(SWIFT) build --build-tests --scratch-path $(SCRATCH)
	HAIL_BINARY="$$($(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --show-bin-path)/hail" \
	  HAIL_CRASH_KILLS=$(CRASH_KILLS) $(SWIFT) test --skip-build --scratch-path $(SCRATCH) --filter CrashSafetyTests
## fuzz: builds each fuzz target under Fuzz/ (HAIL_FUZZ=1 adds them to the package) and runs it for
## FUZZ_SECONDS; an input that crashes or hangs is left in Fuzz/findings/TARGET/ and the run fails.
fuzz-build: deps
	@for target in $(FUZZ_TARGETS); do \
	  HAIL_FUZZ=1 $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product $$target $(FUZZ_FLAGS) || exit 1; \
	done

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run-fuzzers.sh "$$(HAIL_FUZZ=1 $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) $(FUZZ_FLAGS) --show-bin-path)" $(FUZZ_TARGETS)

## install: the binary finds its grammar at ../share/hail/Grammar/en-US, beside it, and its default
## app (Hail's simulated service: Info.plist, en.lproj/AppIntentVocabulary.plist) at ../share/hail/Apps/Hail.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/hail/Grammar/en-US $(DESTDIR)$(PREFIX)/share/hail/Apps/Hail/en.lproj
	install -m 755 "$$($(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --show-bin-path)/hail" $(DESTDIR)$(PREFIX)/bin/hail
	install -m 644 Grammar/en-US/* $(DESTDIR)$(PREFIX)/share/hail/Grammar/en-US/
	install -m 644 Apps/Hail/Info.plist $(DESTDIR)$(PREFIX)/share/hail/Apps/Hail/
	install -m 644 Apps/Hail/en.lproj/AppIntentVocabulary.plist $(DESTDIR)$(PREFIX)/share/hail/Apps/Hail/en.lproj/

## dist: the release build (as `make release` builds it: the Swift runtime and Foundation linked in)
## packed for a machine with no Swift toolchain: bin/hail, share/hail/Grammar (found at
## ../share/hail/Grammar beside the binary, as `make install` lays it out), share/hail/Data (the
## gazetteer), share/hail/Schemas (the --jsonl schema) and share/doc/hail (the bridge protocol, the
## transcript format, the Python reference service). It needs only the system libraries `ldd` lists:
## the C and C++ runtimes, libedit and SQLite (on Debian: libc6, libstdc++6 and libgcc-s1, which apt
## itself needs, then libedit2 and libsqlite3-0).
DIST       ?= $(SCRATCH)/dist
VERSION    ?= $(shell git describe --tags --always 2>/dev/null || echo dev)
DIST_NAME  := hail-$(VERSION)-linux-$(shell uname -m)
dist: release
	@bin="$$($(SWIFT) build -c release --scratch-path $(SCRATCH) $(RELEASE_FLAGS) --show-bin-path)" && \
	  root="$(DIST)/$(DIST_NAME)" && rm -rf "$$root" && \
	  install -d "$$root/bin" "$$root/share/hail/Grammar" "$$root/share/hail/Data" "$$root/share/hail/Schemas" "$$root/share/doc/hail" && \
	  install -m 755 "$$bin/hail" "$$root/bin/hail" && \
	  cp -R Grammar/. "$$root/share/hail/Grammar/" && \
	  install -m 644 Sources/2-Domain/RideSimulation/Data/* "$$root/share/hail/Data/" && \
	  install -m 644 Schemas/*.json "$$root/share/hail/Schemas/" && \
	  install -m 644 Sources/2-Domain/HailBridge/HailBridge.docc/TheBridgeProtocol.md "$$root/share/doc/hail/TheBridgeProtocol.md" && \
	  install -m 644 Transcripts/README.md "$$root/share/doc/hail/Transcripts.md" && \
	  install -m 644 Examples/PythonRideService/ride_service.py "$$root/share/doc/hail/ride_service.py" && \
	  tar -C "$(DIST)" -czf "$(DIST)/$(DIST_NAME).tar.gz" "$(DIST_NAME)" && \
	  echo "hail: $(DIST)/$(DIST_NAME).tar.gz ($$(du -h "$(DIST)/$(DIST_NAME).tar.gz" | cut -f1)); it needs:" && \
	  ldd "$$root/bin/hail" | sed 's/^/  /'

## test-dist: unpacks the tarball in a temporary folder, checks that `ldd` finds every library outside
## the Swift toolchain, and books rides with the Python reference service through the unpacked hail
## (its golden transcripts, replayed from the temporary folder).
test-dist: dist
	.ci/test-dist "$(DIST)/$(DIST_NAME).tar.gz"

clean:
	rm -rf $(SCRATCH)

## docs: DocC documentation for HailIntents, HailKit and HailBridge (swift-docc-plugin), as static sites in $(DOCS).
DOCS ?= $(SCRATCH)/docs
DOCS_TARGETS ?= HailIntents HailKit HailBridge
docs:
	@mkdir -p $(DOCS)
	@for target in $(DOCS_TARGETS); do \
	  $(SWIFT) package --scratch-path $(SCRATCH) --allow-writing-to-directory $(DOCS) \
	    generate-documentation --target $$target --warnings-as-errors \
	    --transform-for-static-hosting --output-path $(DOCS)/$$target || exit 1; \
	done
	@echo "hail: documentation in $(DOCS)/HailIntents, $(DOCS)/HailKit and $(DOCS)/HailBridge (serve a folder; open /documentation/hailintents, /documentation/hailkit or /documentation/hailbridge)"
