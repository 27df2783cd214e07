# Thin wrappers around the two commands that are all the set-up there is:
# `swift run workbook` and `swift test`.
SWIFT ?= swift
# Extra flags for every build, e.g. SWIFT_FLAGS="-Xswiftc -warnings-as-errors" (as CI does).
SWIFT_FLAGS ?=
LINTED = Package.swift Sources Chapters Tests

.PHONY: all build run test test-loop lint format chapter verify docs docs-check bench help

all: test

help:
	@echo "make run              every chapter × variant × scenario: the equivalence matrix"
	@echo "make test             the whole test suite (swift test)"
	@echo "make chapter N=01     one chapter: its tests, then its matrix"
	@echo "make verify N=01      one chapter's exercise: behaviour preserved, refactoring goals met"
	@echo "make test-loop        the workshop loop (workbook watch 01) driven in tmux, as an attendee uses it"
	@echo "make lint             swift-format lint (strict)"
	@echo "make format           swift-format in place"
	@echo "make docs             regenerate the side-by-side diffs in docs/chapters"
	@echo "make bench            measure the performance budgets (writes docs/Performance.md)"

build:
	$(SWIFT) build $(SWIFT_FLAGS)

run:
	$(SWIFT) run $(SWIFT_FLAGS) workbook

test:
	$(SWIFT) test $(SWIFT_FLAGS)

# make chapter N=01 — the chapter's behavioural suite, then its matrix.
chapter:
	@test -n "$(N)" || { echo "usage: make chapter N=01 (chapters: $$(ls Chapters | tr '\n' ' '))"; exit 64; }
	@folder=$$(ls -d Chapters/$(N)-* 2>/dev/null | head -n 1); \
	test -n "$$folder" || { echo "no chapter $(N); chapters: $$(ls Chapters | tr '\n' ' ')"; exit 64; }; \
	name=$${folder#Chapters/$(N)-}; \
	$(SWIFT) test $(SWIFT_FLAGS) --filter "$${name}Tests" && $(SWIFT) run $(SWIFT_FLAGS) workbook run $(N)

# make verify N=01 — the exercise's checklist: behaviour preserved, refactoring goals met.
verify:
	@test -n "$(N)" || { echo "usage: make verify N=01 (chapters: $$(ls Chapters | tr '\n' ' '))"; exit 64; }
	$(SWIFT) run $(SWIFT_FLAGS) workbook verify $(N)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(LINTED)

format:
	$(SWIFT) format --in-place --recursive --parallel $(LINTED)

docs:
	$(SWIFT) run $(SWIFT_FLAGS) workbook docs

docs-check:
	$(SWIFT) run $(SWIFT_FLAGS) workbook docs --check

bench:
	bash scripts/bench

# make test-loop — the workshop loop as an attendee uses it: `workbook watch 01` in tmux, edits,
# keys, the screen read back (scripts/test-loop). Not part of `make test`: it needs tmux.
test-loop:
	bash scripts/test-loop
