"""``python -m arcana_graph.cli``: the same as the ``arcana-graph`` script."""

import sys

from arcana_graph.cli import main

sys.exit(main())
