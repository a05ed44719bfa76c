"""Runs the browser tests (BrowserTests/test_*.py, or the names given) and stops the demos they
started; prints unittest's summary and exits non-zero when a test failed."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("SE_OFFLINE", "true")

import demos  # noqa: E402


def main(names):
    loader = unittest.TestLoader()
    if names:
        suite = loader.loadTestsFromNames(names)
    else:
        suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    result = None
    try:
        result = unittest.TextTestRunner(verbosity=2).run(suite)
    finally:
        failed = result is None or not result.wasSuccessful()
        for name, output in demos.stop_all():
            if failed or os.environ.get("SYMBIOSIS_SHOW_SERVER_LOGS"):
                lines = output.splitlines(keepends=True)
                print("== the last lines %s --web wrote\n%s" % (name, "".join(lines[-40:])))
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
