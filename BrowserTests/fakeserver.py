"""A stand-in for a Symbiosis app's server, for testing the client script by itself.

It serves one page (the HTML a test gives), the real client script and stylesheet from
Sources/SymbiosisWeb/Client, and the WebSocket `/_symbiosis/live`, through which a test sends
frames and reads the events the client sent. Standard library only.
"""

import base64
import hashlib
import json
import os
import queue
import socket
import struct
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CLIENT = os.path.join(os.path.dirname(__file__), "..", "Sources", "SymbiosisWeb", "Client")
GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class FakeServer:
    """One page and one live socket at a time, on 127.0.0.1 and a free port."""

    def __init__(self):
        self.page = ""
        self.title = "Fake"
        self.events = queue.Queue()
        self.connections = queue.Queue()
        self.socket = None
        self.frame = 0
        self.lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.httpd.daemon_threads = True
        self.url = "http://127.0.0.1:%d" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.close_socket()
        self.httpd.shutdown()
        self.httpd.server_close()

    # What the page is

    def show(self, main_html, generation=1, session="s1", title="Fake"):
        """Makes the page the next GET returns: `main_html` inside `<main class="sy-root">`."""
        self.title = title
        self.page = (
            '<!doctype html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            "<title>%s</title>"
            '<link rel="stylesheet" href="/_symbiosis/base.css">'
            '<script src="/_symbiosis/client.js" defer></script>'
            '<meta name="symbiosis-session" content="%s">'
            '<meta name="symbiosis-generation" content="%d">'
            '</head><body><main class="sy-root" data-n="1">%s</main></body></html>'
            % (title, session, generation, main_html)
        )

    # The live socket

    def wait_connected(self, timeout=20):
        """Waits for the page's client to connect; returns the session id it named."""
        return self.connections.get(timeout=timeout)

    def send(self, ops=(), ack=()):
        """Sends one frame of `ops`, acknowledging `ack`."""
        with self.lock:
            self.frame += 1
            text = json.dumps({"f": self.frame, "ack": list(ack), "ops": list(ops)})
            sock = self.socket
        if sock is None:
            raise RuntimeError("no client is connected")
        data = text.encode("utf-8")
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([len(data)])
        elif len(data) < 65536:
            header += bytes([126]) + struct.pack("!H", len(data))
        else:
            header += bytes([127]) + struct.pack("!Q", len(data))
        sock.sendall(header + data)

    def next_event(self, timeout=20):
        """The next event the client sent, as a dict."""
        return self.events.get(timeout=timeout)

    def events_until(self, predicate, timeout=20):
        """Events in order until one `predicate` accepts, that one included."""
        seen = []
        while True:
            event = self.next_event(timeout)
            seen.append(event)
            if predicate(event):
                return seen

    def drain(self):
        """The events received and not read yet."""
        seen = []
        while True:
            try:
                seen.append(self.events.get_nowait())
            except queue.Empty:
                return seen

    def close_socket(self):
        with self.lock:
            sock, self.socket = self.socket, None
        if sock is not None:
            try:
                sock.sendall(bytes([0x88, 0x02, 0x03, 0xE8]))
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def _handler(self):
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                path = self.path.split("?")[0]
                if path == "/_symbiosis/live":
                    return self._live()
                if path == "/_symbiosis/client.js":
                    return self._file("symbiosis.js", "text/javascript; charset=utf-8")
                if path == "/_symbiosis/base.css":
                    return self._file("symbiosis.css", "text/css; charset=utf-8")
                if path.startswith("/_symbiosis/"):
                    return self._reply(404, "text/plain", b"")
                self._reply(200, "text/html; charset=utf-8", server.page.encode("utf-8"))

            def _file(self, name, kind):
                with open(os.path.join(CLIENT, name), "rb") as file:
                    self._reply(200, kind, file.read())

            def _reply(self, status, kind, body):
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.send_header(
                    "Content-Security-Policy",
                    "default-src 'self'; script-src 'self'; style-src 'self'; "
                    "connect-src 'self'; base-uri 'none'",
                )
                self.end_headers()
                self.wfile.write(body)

            def _live(self):
                key = self.headers.get("Sec-WebSocket-Key", "")
                accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
                self.send_response(101)
                self.send_header("Upgrade", "websocket")
                self.send_header("Connection", "Upgrade")
                self.send_header("Sec-WebSocket-Accept", accept)
                self.end_headers()
                self.wfile.flush()
                sock = self.connection
                with server.lock:
                    server.socket = sock
                query = self.path.split("?", 1)[1] if "?" in self.path else ""
                server.connections.put(dict(p.split("=", 1) for p in query.split("&") if "=" in p))
                self.close_connection = True
                try:
                    self._read_frames(sock)
                except OSError:
                    pass  # the test closed the socket

            def _read_frames(self, sock):
                reader = self.rfile
                while True:
                    head = reader.read(2)
                    if len(head) < 2:
                        return
                    opcode = head[0] & 0x0F
                    length = head[1] & 0x7F
                    if length == 126:
                        length = struct.unpack("!H", reader.read(2))[0]
                    elif length == 127:
                        length = struct.unpack("!Q", reader.read(8))[0]
                    mask = reader.read(4) if head[1] & 0x80 else b"\0\0\0\0"
                    data = bytes(b ^ mask[i % 4] for i, b in enumerate(reader.read(length)))
                    if opcode == 0x8:
                        return
                    if opcode == 0x1:
                        server.events.put(json.loads(data.decode("utf-8")))

        return Handler
