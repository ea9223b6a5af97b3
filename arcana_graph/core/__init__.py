"""What every feature stands on: scope rules, effect drivers (sync and async), chunk helpers.

Nothing in ``core`` imports a feature (``loop``, ``pipeline``, ``grounding``, ``evaluation``); the
features import from here instead of from each other.
"""
