"""The demos under test: each started once, on 127.0.0.1 and a free port, with a temporary copy
of its data (`--file`), and stopped by its process id when the run ends."""

import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(HERE)

#: How long a demo may take to say it serves, in seconds (a busy machine starts slowly).
STARTUP = float(os.environ.get("SYMBIOSIS_DEMO_STARTUP", "120"))

#: Each demo: its executable, its scene files' folder and the data file it is given a copy of
#: (None: a new file). It gets a copy of its scene files too, which a test may change. An app
#: made in code has no scene files and no data file (None, None).
DEMOS = {
    "people": (
        "people",
        os.path.join(REPOSITORY, "Examples/People/Scenes"),
        os.path.join(REPOSITORY, "Examples/People/Resources/people.json"),
    ),
    "people-xss": (
        "people",
        os.path.join(REPOSITORY, "Examples/People/Scenes"),
        os.path.join(HERE, "data/people-xss.json"),
    ),
    "todos": ("todos", os.path.join(REPOSITORY, "Examples/Todos/Scenes"), None),
    "todos-reload": ("todos", os.path.join(REPOSITORY, "Examples/Todos/Scenes"), None),
    "todos-failing": ("todos", os.path.join(REPOSITORY, "Examples/Todos/Scenes"), None),
    "todos-resume": ("todos", os.path.join(REPOSITORY, "Examples/Todos/Scenes"), None),
    "user": ("user", None, None),
    "searchy": ("searchy", None, None),
}

#: The environment a demo runs with besides the test's: the test-only hooks some tests use
#: (`/_symbiosis/test/drop-sockets`), which no server serves without it.
ENVIRONMENTS = {
    "todos-resume": {"SYMBIOSIS_TEST_HOOKS": "1"},
}

_running = {}


class Demo:
    """One demo's server process."""

    def __init__(self, name):
        executable, scenes, data = DEMOS[name]
        self.name = name
        self.folder = tempfile.mkdtemp(prefix="symbiosis-browser-%s-" % name)
        self.file = os.path.join(self.folder, "data.json")
        if data:
            shutil.copyfile(data, self.file)
        self.scenes = os.path.join(self.folder, "Scenes") if scenes else None
        files = []
        if scenes:
            shutil.copytree(scenes, self.scenes)
            files = ["--file", self.file, "--scenes", self.scenes]
        self.port = free_port()
        binary = os.path.join(os.environ.get("SYMBIOSIS_BIN", ".build/debug"), executable)
        self.command = [binary, "--web", "--port", str(self.port), "--host", "127.0.0.1"] + files
        self.environment = dict(os.environ, **ENVIRONMENTS.get(name, {}))
        self.lines = []
        self.url = None
        self._start()

    def _start(self):
        self.announced = threading.Event()
        self.process = subprocess.Popen(
            self.command,
            cwd=self.folder,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            env=self.environment,
        )
        threading.Thread(target=self._read, args=(self.process,), daemon=True).start()
        self._wait_until_ready()

    def restart(self):
        """Stops the server by its process id and starts it again on the same port: every
        session it had is gone."""
        self._end_process()
        self._start()

    def _read(self, process):
        for line in process.stdout:
            self.lines.append(line)
            found = re.search(r"https?://[^\s]+", line)
            if found and not self.announced.is_set():
                self.url = found.group(0).rstrip("/.,")
                self.announced.set()

    def _wait_until_ready(self):
        deadline = time.monotonic() + STARTUP
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    "%s --web exited with %d:\n%s"
                    % (self.name, self.process.returncode, "".join(self.lines[-30:]))
                )
            if self.announced.wait(0.2) or self._answers():
                if self.url is None:
                    self.url = "http://127.0.0.1:%d" % self.port
                if self._answers():
                    return
        self.stop()
        raise RuntimeError("%s --web did not serve within %d s" % (self.name, STARTUP))

    def _answers(self):
        try:
            with urllib.request.urlopen("http://127.0.0.1:%d/_symbiosis/client.js" % self.port, timeout=2):
                return True
        except Exception:
            return False

    def stop(self):
        """Stops the server by its process id, and removes its data."""
        self._end_process()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _end_process(self):
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait(10)

    def page(self, path=""):
        """The URL of `path` on this demo."""
        return "http://127.0.0.1:%d%s" % (self.port, path)


def demo(name):
    """The running demo `name`, started the first time it is asked for."""
    if name not in _running:
        _running[name] = Demo(name)
    return _running[name]


def stop_all():
    """Stops every demo started; returns what each wrote, by name."""
    outputs = []
    for running in _running.values():
        running.stop()
        outputs.append((running.name, "".join(running.lines)))
    _running.clear()
    return outputs


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
