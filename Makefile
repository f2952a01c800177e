# Four-player chess: build, serve and test. See README.md.
SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := play
.NOTPARALLEL:
MAKEFLAGS += --no-print-directory

export PATH := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)

PORT ?= 8080
HOST ?= 127.0.0.1
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
WASM := $(TARGET_DIR)/wasm32-unknown-unknown/release/fourchess_wasm.wasm
# The same engine built with wasm SIMD (+simd128) in a target folder of its own: browsers
# that run it (Chrome 91, Firefox 89, Safari 16.4 and later) load it, the others the plain one.
SIMD_TARGET_DIR := $(TARGET_DIR)/simd
SIMD_WASM := $(SIMD_TARGET_DIR)/wasm32-unknown-unknown/release/fourchess_wasm.wasm
PKG := www/pkg

.PHONY: play build test setup wasm wasm-opt wasm-simd pkg wasm-test site serve rust-check ts-check e2e bench fuzz clean

## make play: build everything and serve the site on http://$(HOST):$(PORT)/
play: build
	@HOST=$(HOST) node scripts/serve.mjs dist $(PORT)

## make build: the deployable static site in dist/
build: setup wasm site

## make test: every check, in order; stops at the first failure
test: setup rust-check soak wasm wasm-test ts-check site e2e
	@echo "make test: all passed"

setup:
	@scripts/setup.sh rust-target wasm-bindgen npm

wasm:
	@echo "==> wasm: cargo build -p fourchess-wasm (release), plain and with SIMD"
	@cargo build -q -p fourchess-wasm --target wasm32-unknown-unknown --release
	@RUSTFLAGS="-C target-feature=+simd128" cargo build -q -p fourchess-wasm --target wasm32-unknown-unknown --release --target-dir $(SIMD_TARGET_DIR)
	@if [[ ! -f $(PKG)/fourchess_wasm_bg.wasm || $(WASM) -nt $(PKG)/fourchess_wasm_bg.wasm ]]; then \
	  wasm-bindgen $(WASM) --target web --out-dir $(PKG) && $(MAKE) wasm-opt \
	    || { rm -f $(PKG)/fourchess_wasm_bg.wasm; exit 1; }; fi
	@if [[ ! -f $(PKG)/fourchess_wasm_simd_bg.wasm || $(SIMD_WASM) -nt $(PKG)/fourchess_wasm_simd_bg.wasm ]]; then \
	  $(MAKE) wasm-simd || { rm -f $(PKG)/fourchess_wasm_simd_bg.wasm; exit 1; }; fi

## wasm-opt (npm binaryen; Debian's is broken): -O3 is as small gzipped as -Oz here and keeps the bots fast
WASM_OPT_FLAGS := -O3 --enable-reference-types --enable-multivalue --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals
wasm-opt:
	@echo "==> wasm-opt $(PKG)/fourchess_wasm_bg.wasm"
	@node_modules/.bin/wasm-opt $(WASM_OPT_FLAGS) $(PKG)/fourchess_wasm_bg.wasm -o $(PKG)/fourchess_wasm_bg.wasm

## The SIMD build shares the plain build's JavaScript glue (wasm-bindgen writes the same
## imports and exports for both): only its .wasm is kept, beside the plain one.
wasm-simd:
	@echo "==> wasm-bindgen + wasm-opt $(PKG)/fourchess_wasm_simd_bg.wasm"
	@rm -rf $(SIMD_TARGET_DIR)/pkg && wasm-bindgen $(SIMD_WASM) --target web --out-dir $(SIMD_TARGET_DIR)/pkg
	@cmp -s $(SIMD_TARGET_DIR)/pkg/fourchess_wasm.js $(PKG)/fourchess_wasm.js || { echo "the SIMD build's glue differs from the plain build's" >&2; exit 1; }
	@node_modules/.bin/wasm-opt $(WASM_OPT_FLAGS) --enable-simd $(SIMD_TARGET_DIR)/pkg/fourchess_wasm_bg.wasm -o $(PKG)/fourchess_wasm_simd_bg.wasm

## make pkg: the engine as an ES module package in pkg/ (wasm, JS glue, .d.ts types, package.json),
## with the embedding helper beside it (embed.js, embed.d.ts: docs/embedding.md)
pkg: setup wasm site
	@rm -rf pkg && mkdir -p pkg
	@cp $(PKG)/fourchess_wasm.js $(PKG)/fourchess_wasm.d.ts $(PKG)/fourchess_wasm_bg.wasm $(PKG)/fourchess_wasm_simd_bg.wasm $(PKG)/fourchess_wasm_bg.wasm.d.ts pkg/
	@cp dist/embed.js dist/embed.d.ts pkg/
	@node scripts/pkg-json.mjs > pkg/package.json
	@cp docs/engine-js-api.md pkg/README.md
	@echo "pkg/: $$(ls pkg | tr '\n' ' ')"

## seeded random games of every rule set, invariants checked after every move
soak:
	@echo "==> soak: fourchess selfplay"
	@cargo build -q --release -p fourchess-cli
	@$(TARGET_DIR)/release/fourchess selfplay --variant verney --seed 1 --games 60
	@$(TARGET_DIR)/release/fourchess selfplay --variant verney --rules "ClubSetup DoubleStep" --seed 2 --games 40
	@$(TARGET_DIR)/release/fourchess selfplay --variant teams --seed 3 --games 150
	@$(TARGET_DIR)/release/fourchess selfplay --variant ffa --seed 4 --games 100
	@$(TARGET_DIR)/release/fourchess selfplay --variant chaturanga --seed 5 --games 300
	@$(TARGET_DIR)/release/fourchess selfplay --variant chaturanga --rules ThreeDice --seed 6 --games 100

## the wasm boundary under abuse, in Node
wasm-test:
	@echo "==> wasm boundary (node --test)"
	@cargo build -q --release -p fourchess-cli
	@node --test --test-reporter=dot tests/wasm/

## make bench: move generation and search throughput, native and wasm
bench: setup wasm
	@cargo build -q --release -p fourchess-cli
	@for v in verney teams ffa; do $(TARGET_DIR)/release/fourchess bench --variant $$v --depth 5; done
	@for v in verney teams ffa; do node scripts/wasm-bench.mjs $$v 5; done

## make fuzz: coverage-guided fuzzing, FUZZ_SECONDS per target (needs cargo-fuzz)
FUZZ_SECONDS ?= 300
fuzz:
	@command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
	@cd fuzz && for t in fen4 pgn4 move_text; do mkdir -p /tmp/fourchess-fuzz/$$t; \
	  RUSTC_BOOTSTRAP=1 cargo fuzz run -O $$t /tmp/fourchess-fuzz/$$t corpus/$$t -- -max_total_time=$(FUZZ_SECONDS); done

site:
	@echo "==> site: vite build -> dist/"
	@npx vite build --logLevel warn

serve:
	@HOST=$(HOST) node scripts/serve.mjs dist $(PORT)

rust-check:
	@scripts/setup.sh rust-components
	@echo "==> cargo fmt --check"
	@cargo fmt --all -- --check
	@echo "==> cargo clippy"
	@cargo clippy -q --workspace --all-targets -- -D warnings
	@echo "==> cargo test (release)"
	@cargo test -q --workspace --release

ts-check:
	@echo "==> tsc --noEmit"
	@npx tsc --noEmit -p .
	@echo "==> vitest"
	@npx vitest run --reporter=dot

e2e:
	@scripts/setup.sh chromium
	@echo "==> e2e: headless Chromium"
	@node tests/e2e/run.mjs
	@node tests/e2e/site.mjs
	@node tests/e2e/embed.mjs
	@node tests/e2e/group-serve.mjs tests/e2e/group-play.mjs
	@node tests/e2e/group-connect.mjs 4

clean:
	rm -rf dist $(PKG) pkg
