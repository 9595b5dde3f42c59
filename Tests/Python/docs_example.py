"""Runs the Python example of docs/embedding.md, from the repository root, against the installed package."""

import contextlib
import io
import os
import re
import sys
from pathlib import Path

root = Path(os.environ["VITRUM_REPOSITORY"])
docs = (root / "docs/embedding.md").read_text()
match = re.search(r"<!-- example: python -->\n```python\n(.*?)\n```", docs, re.S)
if not match:
    sys.exit("docs/embedding.md has no Python example")
os.chdir(root)
output = io.StringIO()
with contextlib.redirect_stdout(output):
    exec(compile(match.group(1), "docs/embedding.md (Python example)", "exec"), {"__name__": "__main__"})
text = output.getvalue()
for expected in ("pressed stop-glass", "glass='stop-glass'", "speedup"):
    if expected not in text:
        sys.exit(f"the docs' Python example printed no {expected!r}:\n{text}")
print("docs/embedding.md: the Python example runs")
