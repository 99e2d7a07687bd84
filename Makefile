# Quick start: `make run` starts the application, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint conformance benchmark dist clean

$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)

# Re-install whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/activate
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/arbiter-gui

test: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider
	$(BIN)/ruff check arbiter_gui tests benchmarks

lint: $(VENV)/.installed
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

benchmark: $(VENV)/.installed
	$(BIN)/python benchmarks/pairing_speed.py

clean:
	rm -rf $(VENV) build dist *.egg-info
