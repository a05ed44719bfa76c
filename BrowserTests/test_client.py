"""The client script by itself, in Chromium, against a stand-in server (fakeserver.py): each
operation applied as spec'd, each event sent as the protocol says, typing kept the user's."""

import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, console_errors, wait
from fakeserver import FakeServer


class ClientTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = FakeServer()
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.stop()

    def open(self, main_html, query="", generation=1, session="s1"):
        """Loads a page of `main_html` and waits for its client to connect."""
        self.server.show(main_html, generation=generation, session=session)
        self.driver.get(self.server.url + "/page" + query)
        connection = self.server.wait_connected()
        self.server.drain()
        return connection

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def script(self, source, *args):
        return self.driver.execute_script(source, *args)

    def until(self, condition, message=""):
        return wait(self.driver, lambda d: condition(), message)

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    # Connecting

    def test_connects_to_its_session(self):
        connection = self.open("<p data-n='2'>Hi</p>", session="abc-123")
        self.assertEqual(connection, {"session": "abc-123"})

    # Operations

    def test_text_is_shown_as_text_never_as_markup(self):
        self.open("<p data-n='2'>Hi</p>")
        self.server.send([["t", 2, "<img src=x onerror=alert(1)>"]])
        self.until(lambda: self.find("[data-n='2']").text == "<img src=x onerror=alert(1)>")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main img"), [])

    def test_attributes_are_set_and_removed_and_hidden_hides(self):
        self.open("<p data-n='2' class='a'>Hi</p><p data-n='3'>Shown</p>")
        self.server.send([["a", 2, "class", "b"], ["a", 3, "hidden", ""]])
        self.until(lambda: not self.find("[data-n='3']").is_displayed())
        self.assertEqual(self.find("[data-n='2']").get_attribute("class"), "b")
        self.server.send([["a", 3, "hidden", None]])
        self.until(lambda: self.find("[data-n='3']").is_displayed())

    def test_views_are_inserted_removed_and_moved_by_index(self):
        self.open(
            "<div data-n='2'><h2>Heading</h2><p data-n='3'>A</p><p data-n='4'>B</p></div>"
        )
        self.server.send([["i", 2, 1, "<p data-n='5'>C</p>"]])
        self.until(lambda: self.find("[data-n='2']").text == "Heading\nA\nC\nB")
        self.server.send([["m", 3, 2], ["r", 4]])
        self.until(lambda: self.find("[data-n='2']").text == "Heading\nC\nA")

    def test_a_screen_replaces_main_and_its_generation_keeping_focus_by_id(self):
        self.open("<input data-n='2' data-id='search' type='text'><p data-n='3'>Old</p>")
        field = self.find("input")
        field.click()
        self.server.drain()
        self.server.send(
            [
                [
                    "s",
                    2,
                    "New title",
                    "<p data-n='4'>New</p><input data-n='5' data-id='search' type='text'>",
                ]
            ]
        )
        self.until(lambda: self.driver.title == "New title")
        self.assertEqual(self.find("main").text, "New")
        self.assertEqual(self.script("return document.activeElement.dataset.n"), "5")
        self.find("[data-n='5']").send_keys("x")
        event = self.server.events_until(lambda e: e["k"] == "input")[-1]
        self.assertEqual((event["gen"], event["n"], event["v"]), (2, 5, "x"))

    def test_a_field_kept_by_a_new_screen_keeps_its_revision(self):
        self.open("<input data-n='2' data-id='new' type='text'>")
        field = self.find("input")
        field.send_keys("abc")
        self.server.events_until(lambda e: e["k"] == "input" and e["v"] == "abc")
        # A scene file saved: the same field, remade with what the user typed.
        self.server.send([["s", 2, "Fake", "<input data-n='7' data-id='new' type='text' value='abc'>"]])
        self.until(lambda: self.script("return document.activeElement.dataset.n") == "7")
        self.server.send([["v", 7, "", 3]])
        self.until(lambda: self.find("[data-n='7']").get_attribute("value") == "")

    def test_focus_title_and_checked(self):
        self.open(
            "<input data-n='2' type='text'>"
            "<label data-n='3'><input type='checkbox'> Done</label>"
        )
        self.server.send([["f", 2], ["title", "Titled"], ["c", 3, True]])
        self.until(lambda: self.driver.title == "Titled")
        self.assertEqual(self.script("return document.activeElement.dataset.n"), "2")
        self.assertTrue(self.find("input[type=checkbox]").is_selected())

    def test_an_unknown_operation_or_node_does_not_stop_the_frame(self):
        self.open("<p data-n='2'>A</p>")
        self.server.send([["zz", 1], ["t", 99, "x"], ["t", 2, "B"]])
        self.until(lambda: self.find("[data-n='2']").text == "B")
        self.driver.get_log("browser")  # the warning about "zz" is expected

    # Typing

    def test_typing_is_sent_debounced_with_its_revision_then_committed(self):
        self.open("<input data-n='2' type='text'>")
        field = self.find("input")
        field.send_keys("hello")
        field.send_keys(Keys.ENTER)
        events = self.server.events_until(lambda e: e["k"] == "commit")
        inputs = [e for e in events if e["k"] == "input"]
        self.assertEqual(inputs[-1]["v"], "hello")
        self.assertEqual(inputs[-1]["rev"], 5)
        self.assertEqual(events[-1]["n"], 2)
        refs = [e["ref"] for e in events]
        self.assertEqual(refs, sorted(refs))

    def test_a_server_value_is_applied_only_when_it_answers_the_latest_typing(self):
        self.open("<input data-n='2' type='text'><p data-n='3'></p>")
        field = self.find("input")
        field.send_keys("abc")
        self.server.events_until(lambda e: e["k"] == "input" and e["v"] == "abc")
        # An answer to revision 2 (typing has gone on since): not applied.
        self.server.send([["v", 2, "ab!", 2], ["t", 3, "marker 1"]])
        self.until(lambda: self.find("[data-n='3']").text == "marker 1")
        self.assertEqual(field.get_attribute("value"), "abc")
        # An answer to revision 3, the latest: applied, the caret kept where it was.
        self.script("arguments[0].setSelectionRange(1, 1)", field)
        self.server.send([["v", 2, "ABC", 3]])
        self.until(lambda: field.get_attribute("value") == "ABC")
        self.assertEqual(self.script("return [arguments[0].selectionStart, arguments[0].selectionEnd]", field), [1, 1])

    def test_escape_cancels_and_leaving_leaves(self):
        self.open("<input data-n='2' type='text'><button data-n='3'>Other</button>")
        field = self.find("input")
        field.send_keys("ab", Keys.ESCAPE)
        events = self.server.events_until(lambda e: e["k"] == "cancel")
        self.assertEqual([e["k"] for e in events if e["k"] != "focus"][-2:], ["input", "cancel"])
        self.find("button").click()
        kinds = [e["k"] for e in self.server.events_until(lambda e: e["k"] == "click")]
        self.assertIn("leave", kinds)
        self.assertLess(kinds.index("leave"), kinds.index("click"))

    # Buttons, toggles, pickers

    def test_a_clicked_button_is_pending_until_its_acknowledgement(self):
        self.open("<button data-n='2' type='button'>Save</button>")
        button = self.find("button")
        button.click()
        event = self.server.events_until(lambda e: e["k"] == "click")[-1]
        self.assertEqual(event["n"], 2)
        self.assertIn("sy-pending", button.get_attribute("class"))
        self.assertFalse(button.is_enabled())
        # The action runs: the server disables it, then acknowledges the click.
        self.server.send([["a", 2, "disabled", ""]], ack=[event["ref"]])
        self.until(lambda: "sy-pending" not in (button.get_attribute("class") or ""))
        self.assertFalse(button.is_enabled())
        self.server.send([["a", 2, "disabled", None]])
        self.until(lambda: button.is_enabled())

    def test_toggle_and_select_send_their_values(self):
        self.open(
            "<label data-n='2'><input type='checkbox'> Done</label>"
            "<select data-n='3'><option>All</option><option>Active</option></select>"
        )
        self.find("input[type=checkbox]").click()
        event = self.server.events_until(lambda e: e["k"] == "toggle")[-1]
        self.assertEqual((event["n"], event["v"]), (2, True))
        self.find("select").send_keys("Active")
        event = self.server.events_until(lambda e: e["k"] == "select")[-1]
        self.assertEqual((event["n"], event["v"]), (3, "Active"))
        self.server.send([["v", 3, "All", 0]])
        self.until(lambda: self.script("return document.querySelector('select').value") == "All")

    # Rows

    # As WebTable renders it: the table, its grid, a section with a header, rows by item id.
    TABLE = (
        "<div class='sy-table' data-n='2'><div class='sy-rows' role='grid' data-n='7'>"
        "<div class='sy-section' role='rowgroup' data-n='8'>"
        "<div class='sy-section-header' role='row' data-n='9'><div role='columnheader' data-n='10'>A</div></div>"
        "<div class='sy-row-item' role='row' tabindex='-1' data-r='a' data-n='11'><span data-n='3'>Ada</span></div>"
        "<div class='sy-row-item' role='row' tabindex='-1' data-r='b' data-n='12'><span data-n='4'>Bob</span>"
        "<button data-n='5' type='button'>×</button></div>"
        "</div></div></div>"
    )

    def test_rows_send_row_secondary_and_highlight_with_their_ids(self):
        self.open(self.TABLE)
        self.find("[data-r='a'] span").click()
        events = self.server.events_until(lambda e: e["k"] == "row")
        self.assertIn({"k": "highlight", "n": 2, "r": "a"}, [strip(e) for e in events])
        self.assertEqual(strip(events[-1]), {"k": "row", "n": 2, "r": "a"})
        self.script("document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}))")
        self.until(lambda: self.script("return document.activeElement.dataset.r") == "b")
        self.driver.switch_to.active_element.send_keys(" ")
        events = self.server.events_until(lambda e: e["k"] == "secondary")
        self.assertEqual(strip(events[-1]), {"k": "secondary", "n": 2, "r": "b"})
        # A button in a row is the button's, not the row's.
        self.find("[data-n='5']").click()
        events = self.server.events_until(lambda e: e["k"] == "click")
        self.assertNotIn("row", [e["k"] for e in events])

    def test_rows_are_inserted_deleted_and_moved_by_id(self):
        self.open(self.TABLE)
        self.server.send(
            [
                [
                    "ri",
                    2,
                    0,
                    1,
                    "c",
                    "<div class='sy-row-item' role='row' tabindex='-1' data-r='c' data-n='13'><span data-n='6'>Cy</span></div>",
                ]
            ]
        )
        self.until(lambda: self.find("[data-n='2']").text.split("\n") == ["A", "Ada", "Cy", "Bob", "×"])
        self.server.send([["rm", 2, "a", 0, 2], ["rd", 2, "b"]])
        self.until(lambda: self.find("[data-n='2']").text.split("\n") == ["A", "Cy", "Ada"])
        self.server.send([["rd", 2, "a"], ["rd", 2, "c"]])
        self.until(lambda: self.find("[data-n='2']").text.split("\n") == ["A"])
        self.server.send([["ri", 2, 0, 0, "d", "<div class='sy-row-item' role='row' tabindex='-1' data-r='d' data-n='14'>Di</div>"]])
        self.until(lambda: self.find("[data-n='2']").text.split("\n") == ["A", "Di"])

    # The skeleton of a row, as the server writes one: nodes counted from the row's, a text slot
    # a comment, attribute slots named in data-sy-slots, in document order.
    SKELETON = (
        '<div data-n="0" class="sy-row-item" data-r="" role="row" tabindex="-1">'
        '<span data-n="1" title="" data-sy-slots="title"><!--sy--></span>'
        '<a data-n="2" href="" data-sy-slots="href"><!--sy--></a>'
        '<span data-n="3" class="swatch" data-color="" data-sy-slots="data-color"></span>'
        "<em data-n=\"4\"><!--sy--></em></div>"
    )

    def test_a_templated_row_is_built_from_its_skeleton_with_its_values_as_text(self):
        self.open(self.TABLE)
        evil = "<img src=x onerror=alert(1)>"
        self.server.send(
            [
                ["tpl", 7, self.SKELETON],
                ["rt", 2, 0, 1, "c", 7, 20, ['a "title"', evil, "javascript:alert(1)", "Cy", "#00ff00", ""]],
            ]
        )
        self.until(lambda: self.driver.find_elements(By.CSS_SELECTOR, "[data-r='c']"))
        rows = self.script("return Array.from(document.querySelectorAll('[data-r]')).map(r => r.dataset.r)")
        self.assertEqual(rows, ["a", "c", "b"])
        self.assertEqual(self.find("[data-n='21']").text, evil)
        self.assertEqual(self.find("[data-n='22']").text, "Cy")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main img"), [])
        row = self.find("[data-r='c']")
        self.assertEqual(row.get_attribute("data-n"), "20")
        self.assertEqual(
            self.script(
                "return Array.from(arguments[0].querySelectorAll('[data-n]')).map(e => e.dataset.n)", row
            ),
            ["21", "22", "23", "24"],
        )
        self.assertEqual(self.find("[data-n='21']").get_attribute("title"), 'a "title"')
        self.assertIsNone(self.find("[data-n='22']").get_attribute("href"), "a javascript: link is dropped")
        self.assertEqual(self.find("[data-n='23']").value_of_css_property("background-color"), "rgba(0, 255, 0, 1)")
        self.assertEqual(self.script("return arguments[0].childNodes.length", self.find("[data-n='24']")), 0)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main [data-sy-slots]"), [])
        self.assertEqual(
            self.script(
                "const w = document.createTreeWalker(arguments[0], NodeFilter.SHOW_COMMENT);"
                "return w.nextNode() === null",
                row,
            ),
            True,
        )
        # The same template again, a safe link; then a row of a template not sent is not shown.
        self.server.send(
            [
                ["rt", 2, 0, 0, "d", 7, 30, ["", "Di", "https://example.org/di", "Home", "#000000", "x"]],
                ["rt", 2, 0, 0, "e", 8, 40, ["Ed"]],
            ]
        )
        self.until(lambda: self.driver.find_elements(By.CSS_SELECTOR, "[data-r='d']"))
        self.assertEqual(self.find("[data-n='32']").get_attribute("href"), "https://example.org/di")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "[data-r='e']"), [])
        errors = console_errors(self.driver)
        self.assertEqual(len(errors), 1)
        self.assertIn("a row of a template this page was not sent", errors[0])

    # History

    def test_navigation_pushes_urls_and_the_browsers_back_is_an_event(self):
        self.open("<p data-n='2'>People</p>")
        self.server.send([["nav", "push", "/people/person/3"]])
        self.until(lambda: self.driver.current_url.endswith("/people/person/3"))
        self.driver.back()
        event = self.server.events_until(lambda e: e["k"] == "back")[-1]
        self.assertNotIn("n", event)
        self.server.send([["nav", "replace", "/people"]])
        self.until(lambda: self.driver.current_url.endswith("/people"))

    def test_the_apps_own_back_takes_the_browsers_history_back_too(self):
        self.open("<p data-n='2'>People</p>")
        start = self.driver.current_url
        self.server.send([["nav", "push", "/people/person/3"]])
        self.until(lambda: self.driver.current_url.endswith("/people/person/3"))
        self.server.send([["nav", "replace", start]])
        self.until(lambda: self.driver.current_url == start)
        self.assertEqual(self.script("return history.state && history.state.symbiosis"), 0)
        self.assertEqual([e for e in self.server.drain() if e["k"] == "back"], [])

    # Services

    def test_open_follows_only_safe_links_in_a_new_tab(self):
        self.open("<p data-n='2'>A</p>")
        self.server.send([["open", "javascript:alert(1)"], ["t", 2, "B"]])
        self.until(lambda: self.find("[data-n='2']").text == "B")
        self.assertEqual(len(self.driver.window_handles), 1)
        self.server.send([["open", self.server.url + "/elsewhere"]])
        self.until(lambda: len(self.driver.window_handles) == 2)
        main = self.driver.current_window_handle
        for handle in self.driver.window_handles:
            if handle != main:
                self.driver.switch_to.window(handle)
                self.driver.close()
        self.driver.switch_to.window(main)

    def test_copy_puts_the_text_on_the_clipboard(self):
        self.open("<input data-n='2' type='text'>")
        grant_clipboard(self.driver, self.server.url)
        self.server.send([["copy", "grace@example.org"]])
        self.until(lambda: read_clipboard(self.driver) == "grace@example.org")

    # Connection

    def test_an_offline_banner_shows_while_the_socket_is_closed(self):
        self.open("<p data-n='2'>A</p>")
        self.server.close_socket()
        self.until(lambda: self.driver.find_elements(By.CSS_SELECTOR, ".sy-offline:not([hidden])"))
        self.server.wait_connected(timeout=30)
        self.until(lambda: not self.find(".sy-offline").is_displayed())
        self.driver.get_log("browser")  # the closed socket's error is expected

    def test_latency_delays_both_ways_and_keeps_order(self):
        self.open("<input data-n='2' type='text'><p data-n='3'>A</p>", query="?latency=300")
        self.assertFalse(self.driver.current_url.endswith("latency=300"))
        started = time.monotonic()
        self.server.send([["t", 3, "B"]])
        self.until(lambda: self.find("[data-n='3']").text == "B")
        self.assertGreaterEqual(time.monotonic() - started, 0.28)
        typed = "order kept?"
        started = time.monotonic()
        self.find("input").send_keys(typed)
        events = self.server.events_until(lambda e: e["k"] == "input" and e["v"] == typed)
        self.assertGreaterEqual(time.monotonic() - started, 0.28)
        values = [e["v"] for e in events if e["k"] == "input"]
        self.assertEqual(values, sorted(values, key=len))


def strip(event):
    """An event without its ref and generation."""
    return {k: v for k, v in event.items() if k not in ("ref", "gen")}


def grant_clipboard(driver, origin):
    driver.execute_cdp_cmd(
        "Browser.grantPermissions",
        {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
    )


def read_clipboard(driver):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "navigator.clipboard.readText().then(done, (e) => done('error: ' + e));"
    )


if __name__ == "__main__":
    unittest.main()
