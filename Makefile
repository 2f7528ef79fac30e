# Transitions: `make run` opens the demo, `make test` runs every test under its own Xvfb.
# Both install what they need first (Debian packages, as root).

SWIFT ?= swift
# make run builds release, as smoothness is judged; CONFIG=debug for a debug build.
CONFIG ?= release
PACKAGES = libx11-dev libxrender-dev libxft-dev libxtst-dev libxi-dev libxres-dev libpng-dev \
           libxfixes-dev libxpresent-dev libxrandr-dev libxext-dev libdbus-1-dev libbox2d-dev \
           libharfbuzz-dev libfribidi-dev pkg-config \
           xvfb xauth xsettingsd dbus-daemon fonts-dejavu-core fonts-inter \
           fonts-noto-ui-core fonts-noto-color-emoji
# The tests add two compositing window managers to resize under: xfwm4 (sync on resizes) and
# mutter (the extended frame sync, _NET_WM_FRAME_DRAWN); and the desktop's accessibility
# stack: the AT-SPI2 bus and registry, a client (libatspi for Python) and the Orca screen reader;
# and xclip, the other X program text is copied to and pasted from.
TEST_PACKAGES = $(PACKAGES) xfwm4 mutter at-spi2-core python3-pyatspi orca xclip
BIN = .build/$(CONFIG)/transitions-demo
ARGS ?=
FUZZ_SECONDS ?= 600
FUZZ_CORPUS = Tests/Fuzz/corpus
# The benchmarks are a package of their own (bench/): they link cairo, which the project's
# package never names, so `make test` and `make run` build without libcairo2-dev.
# kiwisolver is the solver ours is timed against (bench/kiwi-replay.py).
BENCH_PACKAGES = $(PACKAGES) libcairo2-dev python3-kiwisolver
PEER_PACKAGES = libadwaita-1-examples gtk-4-examples
BENCH_BIN = bench/.build/release/transitions-bench
EXAMPLE = Examples/HelloTransition
BENCH_ARGS ?=

.PHONY: all deps test-deps bench-deps peer-deps install-missing build run test test-asan test-tsan monkey-asan test-checked lint format bench bench-peers monkey soak fuzz assets pictures docs dist install uninstall deb clean

all: build

## deps: install the system libraries, Xvfb and fonts that are missing.
deps:
	@$(MAKE) --no-print-directory install-missing WANTED="$(PACKAGES)"

## test-deps: what the tests add (the window managers).
test-deps:
	@$(MAKE) --no-print-directory install-missing WANTED="$(TEST_PACKAGES)"

## bench-deps / peer-deps: what the benchmarks add (cairo, X-Resource; GTK 4 and libadwaita's demos).
bench-deps:
	@$(MAKE) --no-print-directory install-missing WANTED="$(BENCH_PACKAGES)"
peer-deps: bench-deps
	@$(MAKE) --no-print-directory install-missing WANTED="$(PEER_PACKAGES)"

install-missing:
	@missing=""; for p in $(WANTED); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

## build: compile the package (release; CONFIG=debug for a debug build).
build: deps
	$(SWIFT) build -c $(CONFIG)

## run: open the demo on $$DISPLAY. ARGS="--scene bouncy" etc. Without a display: play the
## tour under a private Xvfb and write a filmstrip of every scene to out/.
run: build
	@if [ -n "$$DISPLAY" ]; then $(BIN) $(ARGS); \
	else echo "No \$$DISPLAY: playing the tour under a private Xvfb; filmstrips go to out/."; \
	  scripts/with-xvfb.sh $(BIN) --tour --filmstrips out $(ARGS); fi

## test: format lint, unit tests, screenshot and end-to-end tests, in three groups at once, each
## under a private Xvfb (scripts/test-in-groups.sh); then
## the example package's snapshot tests, on a DISPLAY and without one (they start their own).
## Both builds fail on a compiler warning about the project's sources: the example is a
## package that depends on this one, as a user's does. Last, the reference documentation.
test: test-deps lint
	scripts/without-warnings.sh $(SWIFT) build --build-tests
	scripts/without-warnings.sh $(SWIFT) build --package-path $(EXAMPLE) --build-tests
	SWIFT=$(SWIFT) scripts/with-failure-summary.sh scripts/test-in-groups.sh
	scripts/with-xvfb.sh $(SWIFT) test --package-path $(EXAMPLE) --skip-build
	env -u DISPLAY $(SWIFT) test --package-path $(EXAMPLE) --skip-build
	$(MAKE) --no-print-directory docs

## lint: check formatting against .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests bench/Package.swift bench/Sources

## format: rewrite the sources in the repo's style.
format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests bench/Package.swift bench/Sources

## bench: every scene by stage at 480x800, 1024x768, 1920x1080 and 3840x2160 against the bare
## present, the fishbowl, the 100,000-item scroll, Auto Layout and its solver beside kiwi's,
## idle, start-up (the demo's and the example app's), memory and the pacing of frames on the
## vblank (release builds, own Xvfb at 3840x2160x24); then a dependent's clean build and
## make test on a clean clone of HEAD, each step timed (BENCH_BUILDS=dependent: the first
## only). The tables on stdout, the figures in bench/results.json and bench/build-times.json.
BENCH_BUILDS ?= all
bench: bench-deps
	$(SWIFT) build -c release --product transitions-demo
	$(SWIFT) build -c release --package-path bench --product transitions-bench
	$(SWIFT) build --package-path $(EXAMPLE) --product HelloTransition
	XVFB_SCREEN=3840x2160x24 scripts/with-xvfb.sh scripts/bench.sh $(BENCH_BIN) .build/release/transitions-demo --app $(EXAMPLE)/.build/debug/HelloTransition $(BENCH_ARGS)
	scripts/time-builds.sh $(if $(filter all,$(BENCH_BUILDS)),--with-test)

## bench-peers: the same, with cairo painting every frame's display list beside ours and
## libadwaita's own navigation push (adwaita-1-demo) measured in the same Xvfb.
bench-peers: peer-deps
	$(SWIFT) build -c release --product transitions-demo
	$(SWIFT) build -c release --package-path bench --product transitions-bench
	XVFB_SCREEN=3840x2160x24 scripts/with-xvfb.sh scripts/bench.sh $(BENCH_BIN) .build/release/transitions-demo --peers $(BENCH_ARGS)

## monkey: a seeded storm of real XTest input on the demo under Xvfb, with a self-check after
## each burst (make test runs SEED=1 EVENTS=5000).
SEED ?= 1
EVENTS ?= 5000
monkey: deps
	$(SWIFT) build --build-tests
	MONKEY_SEED=$(SEED) MONKEY_EVENTS=$(EVENTS) scripts/with-xvfb.sh \
	  $(SWIFT) test --skip-build --disable-swift-testing --filter MonkeyTests

## test-asan: the suite as make test runs it, built with AddressSanitizer (and its
## LeakSanitizer) in .build-asan; every process writes its reports to
## .build-sanitizer-reports/address, and one report fails the run (Tests/Sanitizers/ holds the
## few suppressions, each with its reason). Without the soak: AddressSanitizer keeps freed
## memory in quarantine, so its bound on memory cannot hold, and its tours pass their time.
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	scripts/with-sanitizer-reports.sh address scripts/with-failure-summary.sh scripts/with-xvfb.sh \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --disable-swift-testing \
	  --skip SoakTests

## test-tsan: the unit, port and end-to-end suites built with ThreadSanitizer in .build-tsan,
## reports failing the run the same way; without the monkey, the soak and the whole tour, which
## take past their time limits at TSan's speed.
test-tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	scripts/with-sanitizer-reports.sh thread scripts/with-failure-summary.sh scripts/with-xvfb.sh \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --disable-swift-testing \
	  --skip MonkeyTests --skip SoakTests --skip testTheTourVisitsEverySceneAndWritesTheirFilmstrips

## monkey-asan: the monkey (EVENTS, default 20,000, over every scene) on the AddressSanitizer
## build.
monkey-asan: EVENTS = 20000
monkey-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	MONKEY_SEED=$(SEED) MONKEY_EVENTS=$(EVENTS) scripts/with-sanitizer-reports.sh address \
	  scripts/with-xvfb.sh $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan \
	  --disable-swift-testing --filter MonkeyTests

## test-checked: the suite in a copy whose `@exclusivity(unchecked)` are removed and whose
## `unowned(unsafe)` are `unowned` (scripts/with-checked-shortcuts.sh): a debug build that
## checks every access the shortcuts skip.
test-checked: test-deps
	scripts/with-checked-shortcuts.sh sh -c '$(SWIFT) build --build-tests && \
	  scripts/with-failure-summary.sh scripts/with-xvfb.sh $(SWIFT) test --skip-build --disable-swift-testing'

## soak: the tour LOOPS times in one process; memory and X resources must hold steady
## (make test runs 12 loops).
LOOPS ?= 1000
soak: deps
	$(SWIFT) build --build-tests
	SOAK_LOOPS=$(LOOPS) scripts/with-xvfb.sh \
	  $(SWIFT) test --skip-build --disable-swift-testing --filter SoakTests

## fuzz: fuzz the PNG loader (PNGFile.decode and the conversion to a toolkit image) with
## libFuzzer and AddressSanitizer for FUZZ_SECONDS, starting from Tests/Fuzz/corpus; new
## inputs go to .build-fuzz/corpus, a crash to .build-fuzz/artifacts/ and fails the target.
fuzz: deps
	$(SWIFT) build --scratch-path .build-fuzz --product PNGFuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	rm -rf .build-fuzz/artifacts && mkdir -p .build-fuzz/corpus .build-fuzz/artifacts
	@SWIFT_BACKTRACE=enable=no .build-fuzz/debug/PNGFuzz .build-fuzz/corpus $(FUZZ_CORPUS) \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -dict=Tests/Fuzz/png.dict \
	  -print_final_stats=1 \
	  -artifact_prefix=.build-fuzz/artifacts/ \
	|| { status=$$?; if ls .build-fuzz/artifacts/* >/dev/null 2>&1; then \
	  echo "make fuzz: a find; its input is in .build-fuzz/artifacts/. Once fixed, keep it" \
	    "as Tests/Fuzz/corpus/crash-<what>.png (make test replays the corpus)."; \
	  else echo "make fuzz: libFuzzer stopped with status $$status"; fi; exit 1; }

## assets: redraw the monkey pictures and the window icon in assets/ (Python 3, stdlib only),
## and the icon in the desktop's sizes in packaging/icons/ (ImageMagick).
ICON_SIZES = 16 24 32 48 64 128 256
assets:
	@$(MAKE) --no-print-directory install-missing WANTED="imagemagick"
	python3 scripts/draw-monkeys.py
	for size in $(ICON_SIZES); do convert assets/icon.png -filter Lanczos -resize $${size}x$${size} \
	  -strip PNG32:packaging/icons/$${size}x$${size}/transitions-demo.png || exit 1; done

## pictures: redraw the README's screenshot, filmstrips and pinch GIF in docs/ (under Xvfb).
pictures: build
	scripts/with-xvfb.sh scripts/docs-screenshot.sh $(BIN) docs/screenshot.png
	scripts/with-xvfb.sh $(BIN) --tour --filmstrips docs/filmstrips
	scripts/with-xvfb.sh $(BIN) --scene pinch --gif docs/pinch.gif

## docs: the reference documentation of the three libraries (DocC, warnings as errors), as
## static HTML in .build/docs/<Target>/; serve .build/docs (python3 -m http.server) and open
## /<Target>/documentation/<target, lower case>/. Fails on a public symbol without a summary.
DOC_TARGETS = MiniUIKit X11Host MiniUIKitSnapshotTesting
docs: deps
	@mkdir -p .build/docs; for target in $(DOC_TARGETS); do \
	  rm -rf .build/docs/$$target; $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	    --target $$target --warnings-as-errors --output-path .build/docs/$$target \
	    --transform-for-static-hosting --hosting-base-path $$target || exit 1; \
	done; echo "make docs: .build/docs/{$(shell echo $(DOC_TARGETS) | tr ' ' ',')}"
	python3 scripts/check-doc-coverage.py $(DOC_TARGETS)

## dist: the demo as it installs, in $(DIST)/stage: a release build with the Swift runtime
## linked in, stripped, its man page (swift-argument-parser's generate-manual plugin) and shell
## completions.
DIST = .build-dist
DIST_STAGE = $(DIST)/stage
dist: deps
	@$(MAKE) --no-print-directory install-missing WANTED="patchelf"
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(DIST) --product transitions-demo
	$(SWIFT) package --scratch-path $(DIST) generate-manual --configuration debug
	rm -rf $(DIST_STAGE)
	install -D -s -m 755 $(DIST)/release/transitions-demo $(DIST_STAGE)/bin/transitions-demo
	# Nothing to find beside the binary: SwiftPM's $$ORIGIN run path goes.
	patchelf --remove-rpath $(DIST_STAGE)/bin/transitions-demo
	# The page without the implicit help subcommand, and a paragraph break for each blank line.
	mkdir -p $(DIST_STAGE)/share/man/man1
	sed -e '/^\.Ar subcommand$$/d' -e '/^\.It Em help$$/,/^\.El$$/d' -e 's/^$$/.Pp/' \
	  $(DIST)/plugins/GenerateManual/outputs/TransitionsDemo/transitions-demo.1 \
	  > $(DIST_STAGE)/share/man/man1/transitions-demo.1
	mkdir -p $(DIST_STAGE)/share/bash-completion/completions $(DIST_STAGE)/share/zsh/site-functions \
	  $(DIST_STAGE)/share/fish/vendor_completions.d
	$(DIST_STAGE)/bin/transitions-demo --generate-completion-script bash \
	  > $(DIST_STAGE)/share/bash-completion/completions/transitions-demo
	$(DIST_STAGE)/bin/transitions-demo --generate-completion-script zsh \
	  > $(DIST_STAGE)/share/zsh/site-functions/_transitions-demo
	$(DIST_STAGE)/bin/transitions-demo --generate-completion-script fish \
	  > $(DIST_STAGE)/share/fish/vendor_completions.d/transitions-demo.fish

## install / uninstall: the demo, its pictures, a desktop entry with the monkey icon in the
## hicolor sizes, the man page and completions under $(DESTDIR)$(PREFIX); uninstall removes
## exactly those files.
PREFIX ?= /usr/local
install: dist
	scripts/install.sh "$(DESTDIR)$(PREFIX)" $(DIST_STAGE)
uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"

## deb: a Debian package of the demo in $(DIST)/, its runtime dependencies worked out by
## dpkg-shlibdeps; `apt-get install ./$(DIST)/transitions-demo_*.deb` installs it.
deb: dist
	@$(MAKE) --no-print-directory install-missing WANTED="dpkg-dev"
	scripts/make-deb.sh $(DIST_STAGE) $(DIST)

clean:
	rm -rf .build bench/.build $(DIST)
