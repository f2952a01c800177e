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
PKG := www/pkg

.PHONY: play build test setup wasm wasm-test site serve rust-check ts-check e2e bench fuzz clean

## make play: build everything and serve the site on http://$(HOST):$(PORT)/
play: build
	@HOST=$(HOST) node scripts/serve.mjs dist $(PORT)

## make build: the deployable static site in dist/
build: setup wasm site

## make test: every check, in order; stops at the first failure
test: setup rust-check wasm wasm-test ts-check site e2e
	@echo "make test: all passed"

setup:
	@scripts/setup.sh rust-target wasm-bindgen npm

wasm:
	@echo "==> wasm: cargo build -p fourchess-wasm (release)"
	@cargo build -q -p fourchess-wasm --target wasm32-unknown-unknown --release
	@if [[ ! -f $(PKG)/fourchess_wasm_bg.wasm || $(WASM) -nt $(PKG)/fourchess_wasm_bg.wasm ]]; then \
	  wasm-bindgen $(WASM) --target web --out-dir $(PKG); fi

## the wasm boundary under abuse, in Node
wasm-test:
	@echo "==> wasm boundary (node --test)"
	@node --test --test-reporter=dot tests/wasm/

## make bench: move generation and search throughput, native and wasm
bench: wasm
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

clean:
	rm -rf dist $(PKG)
