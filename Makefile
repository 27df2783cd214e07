# Thin wrappers around the two commands that are all the set-up there is:
# `swift run workbook` and `swift test`.
SWIFT ?= swift
# Extra flags for every build, e.g. SWIFT_FLAGS="-Xswiftc -warnings-as-errors" (as CI does).
SWIFT_FLAGS ?=
LINTED = Package.swift Sources Chapters Tests scripts/new-chapter/template

.PHONY: all build run test test-loop mutate lint format chapter verify docs docs-check docs-browser docs-browser-pages site site-preview docc docc-check docc-preview docc-browser bench help

all: test

help:
	@echo "make run              every chapter × variant × scenario: the equivalence matrix"
	@echo "make test             the whole test suite (swift test), then scripts/new-chapter/check"
	@echo "make chapter N=01     one chapter: its tests, then its matrix"
	@echo "make verify N=01      one chapter's exercise: behaviour preserved, refactoring goals met"
	@echo "make test-loop        the workshop loop (workbook watch 01) driven in tmux, as an attendee uses it"
	@echo "make mutate           the suite's strength: every chapter's step 0 and leaves ≥ 95 % of mutants killed"
	@echo "make lint             swift-format lint (strict)"
	@echo "make format           swift-format in place"
	@echo "make docs             regenerate the side-by-side diffs in docs/chapters"
	@echo "make docs-browser     the site (make site first) in headless Chromium, 1400 and 400 px, when its inputs changed (FORCE=1: always); screenshots in .build/docs-browser"
	@echo "make site             the tutorials built into docs/tutorials/static (not committed), linked from docs/index.html"
	@echo "make site-preview     make site, then serve docs/ on 127.0.0.1 (prints the address)"
	@echo "make docc             regenerate the DocC tutorials' catalog (docs/tutorials/Unmassive.docc)"
	@echo "make docc-check       the catalog is current, and converts with docc --warnings-as-errors"
	@echo "make docc-preview     the same as make site-preview"
	@echo "make docc-browser     every tutorial in headless Chromium, when its inputs changed (FORCE=1: always); screenshots in .build/docc-browser"
	@echo "make bench            measure the performance budgets (writes docs/Performance.md; exits 1 on one broken)"

build:
	$(SWIFT) build $(SWIFT_FLAGS)

run:
	$(SWIFT) run $(SWIFT_FLAGS) workbook

# The suite, then the scaffolding test: `workbook new-chapter` in a temporary copy (minutes), run
# again only when its inputs changed since it last passed (scripts/verified; FORCE=1 runs it).
test:
	$(SWIFT) test $(SWIFT_FLAGS)
	scripts/verified --self-test
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" scripts/verified new-chapter -- scripts/new-chapter/check

# make mutate — the book's bar for its suite: each chapter's step 0 and every architecture's last
# step mutated, ≥ 95 % of the mutants killed, each chapter's MutationScores.json agreeing with the
# run (workbook mutate NN --bar; N=01 for one chapter; RECORD=1 writes the records instead). The
# mutants' own builds take SWIFT_FLAGS from the environment: the same flags, nothing rebuilt.
# Then, for the whole book only, scripts/test-goal/check: a weak attendee's test left unmet by verify.
# Each check runs only when its inputs changed since it last passed (scripts/verified, which keeps
# the fingerprints in .ci/verified/: commit them; FORCE=1 runs every check).
MUTATED = $(if $(N),$(N),$(shell ls Chapters | cut -c1-2))
mutate:
ifdef RECORD
	SWIFT_FLAGS="$(SWIFT_FLAGS)" $(SWIFT) run $(SWIFT_FLAGS) workbook mutate $(N) --bar --record
else
	@set -e; for number in $(MUTATED); do \
	  SWIFT_FLAGS="$(SWIFT_FLAGS)" scripts/verified mutate-$$number -- \
	    $(SWIFT) run $(SWIFT_FLAGS) workbook mutate $$number --bar; \
	done
	$(if $(N),,SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" scripts/verified test-goal -- scripts/test-goal/check)
endif

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

# make docs-browser — the site in headless Chromium (Debian's `chromium`, installed when missing) at
# 1400 and 400 px, the DocC tutorials built into it first (make site): fails on a squeezed code
# column, sideways scrolling, anything fetched from outside, a blank page, JavaScript in a page, a
# diff page whose story (why, smell, move) is below the fold at 1400×900, a link out of docs/ or to
# a file that is not there, a front page that does not link every chapter's lesson and page and
# every tutorial, Markdown left as text on a lesson's or a chapter's page, a responsibility map
# wider than its box, a word cut mid-word in the map or a diff, old and new line numbers in one
# column, chart figures under 9 px or overlapping (scripts/browser-check --help).
# The checker's self-test runs first. Screenshots of PAGES and of each chapter page (PAGES' first
# two also dark) go to .build/docs-browser: make docs-browser PAGES="chapters/03-ListPosts/2-vip.html".
PAGES ?= chapters/01-FoodTracker/2-mealtablepresenter.html chapters/04-MegaController/6-upcomingtasksection.html
# Run only when the pages, the catalog, the checker or the browser changed since it last passed
# (scripts/verified docs-browser; FORCE=1 runs it, e.g. for fresh screenshots).
docs-browser:
	scripts/verified docs-browser -- $(MAKE) --no-print-directory docs-browser-pages

docs-browser-pages: site
	python3 scripts/browser-check --self-test
	python3 scripts/browser-check --root docs --pages 'chapters/**/*.html' index.html \
		--require-code-columns --forbid-scripts --links-inside \
		--above-fold 'chapters/*/[0-9]*.html => section.story' \
		--must-link 'index.html => chapters/*/lesson.html' --must-link 'index.html => chapters/*/index.html' \
		--must-link 'index.html => tutorials/static/tutorials/unmassive/*/index.html' \
		--forbid-literal-markdown 'chapters/*/lesson.html' 'chapters/*/index.html' \
		--fits 'chapters/*/index.html => .map:has(> table.responsibilities)' \
		--whole-words 'chapters/*/index.html => table.responsibilities' --whole-words 'chapters/*/[0-9]*.html => .diff .code' \
		--number-columns 'chapters/*/[0-9]*.html => .diff' \
		--legible 'chapters/*/index.html => svg text >= 9' --no-overlap 'chapters/*/index.html => svg text.value' \
		--screenshots .build/docs-browser --screenshot-pages $(PAGES) 'chapters/*/index.html' 'chapters/*/lesson.html' index.html

# make site — the DocC tutorials converted for static hosting into docs/tutorials/static, beside
# the pages they link (not committed: docs/Design-notes.md, "One site"); SITE_ROOT=/<repository>
# when docs/ is published under a prefix. make site-preview serves docs/ (DocC needs a server).
site:
	bash scripts/docc site

site-preview:
	bash scripts/docc preview

# The DocC tutorials (scripts/docc): the catalog is generated and committed, the archive is built
# (.build/Unmassive.doccarchive) and only works behind a web server, not from file://.
docc:
	$(SWIFT) run $(SWIFT_FLAGS) workbook docc

docc-check:
	$(SWIFT) run $(SWIFT_FLAGS) workbook docc --check
	bash scripts/docc convert

docc-preview:
	bash scripts/docc preview

# Like docs-browser, only when its inputs changed (scripts/verified docc-browser; FORCE=1 runs it).
docc-browser:
	scripts/verified docc-browser -- bash scripts/docc browser

bench:
	bash scripts/bench

# make test-loop — the workshop loop as an attendee uses it: `workbook watch 01` in tmux, edits,
# keys, the screen read back (scripts/test-loop). Not part of `make test`: it needs tmux.
test-loop:
	bash scripts/test-loop
