"""Running the graphs for users: the default graphs built from settings (for ``graphs/``, the
LangServe app and the CLI), the one JSON shape of a run's result, the LangServe app and
Postgres checkpoints."""
