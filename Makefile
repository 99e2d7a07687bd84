# Quick start: `make run` starts the application, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint lock conformance benchmark dist clean translations

$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)

# The exact versions of requirements.lock (hashes checked), then the program itself; re-installed
# whenever the lock or pyproject.toml changes. The ranges in pyproject.toml are for those who
# install the package; `make lock` refreshes the lock from them on purpose.
$(VENV)/.installed: pyproject.toml requirements.lock | $(BIN)/activate
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements.lock
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

lock: | $(BIN)/activate
	$(BIN)/python -m pip install --quiet pip-tools
	$(BIN)/pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras \
		--no-emit-index-url --no-emit-find-links \
		--extra test --extra server -o requirements.lock pyproject.toml

run: $(VENV)/.installed
	$(BIN)/arbiter-gui

# The types first (mypy, configured in pyproject.toml: strict for the core and the engines;
# any error fails the target), then the suite, then ruff.
test: $(VENV)/.installed
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider
	$(BIN)/ruff check arbiter_gui tests benchmarks

lint: $(VENV)/.installed
	$(BIN)/mypy
	$(BIN)/ruff check arbiter_gui tests benchmarks

# Every round of every shared Dutch tournament against our engine.
conformance: $(VENV)/.installed
	$(PYTHON) ../shared/tools/replay.py --jobs 2 \
		--engine '$(BIN)/arbiter-pairing --{system} {input} -p {output}' ../shared/conformance/dutch

# The standalone program (one-folder PyInstaller build in $(DIST)/arbiter-gui/) and the
# installer for the system this runs on (installer/README.md).
DIST ?= dist
$(VENV)/.installed-dist: pyproject.toml | $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	touch $@

dist: $(VENV)/.installed-dist
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath $(DIST) \
		--workpath build/pyinstaller installer/arbiter-gui.spec
	$(BIN)/python installer/package.py --dist $(DIST)

# The gettext catalogue of the core, the command lines and the printouts, updated from the
# sources (new texts come in untranslated, vanished ones go) and compiled (docs/translations.md).
TRANSLATIONS := resources/translations
LANGUAGES := fr de es ru
translations: $(VENV)/.installed
	$(BIN)/pybabel -q extract -F babel.cfg -k _ -k N_ -k ngettext:1,2 --no-location --sort-output \
		--project arbiter-gui -o $(TRANSLATIONS)/arbiter_gui.pot arbiter_gui
	for lang in $(LANGUAGES); do \
		if [ -f $(TRANSLATIONS)/$$lang/LC_MESSAGES/arbiter_gui.po ]; then \
			$(BIN)/pybabel -q update --no-fuzzy-matching --ignore-pot-creation-date -D arbiter_gui \
				-i $(TRANSLATIONS)/arbiter_gui.pot -d $(TRANSLATIONS) -l $$lang; \
		else \
			$(BIN)/pybabel -q init -D arbiter_gui -i $(TRANSLATIONS)/arbiter_gui.pot \
				-d $(TRANSLATIONS) -l $$lang; \
		fi; \
	done
	$(BIN)/pybabel -q compile --statistics -D arbiter_gui -d $(TRANSLATIONS)
	# The window's texts (Qt's mechanism): one .ts per language from the tr() and translate()
	# calls of arbiter_gui/gui, compiled to the .qm files the program loads; English holds only
	# the plural forms ("1 entry", "2 entries").
	$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none -source-language en \
		-pluralonly arbiter_gui/gui/*.py -ts $(TRANSLATIONS)/arbiter_gui_en.ts
	for lang in $(LANGUAGES); do \
		$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none -source-language en \
			arbiter_gui/gui/*.py -ts $(TRANSLATIONS)/arbiter_gui_$$lang.ts; \
	done
	for lang in en $(LANGUAGES); do \
		$(BIN)/pyside6-lrelease -silent $(TRANSLATIONS)/arbiter_gui_$$lang.ts \
			-qm $(TRANSLATIONS)/arbiter_gui_$$lang.qm; \
	done

benchmark: $(VENV)/.installed
	$(BIN)/python benchmarks/pairing_speed.py

clean:
	rm -rf $(VENV) build dist *.egg-info
