"""A lost connection, in TodoMVC: the page resumes its session when the socket drops or goes
silent (a connection cut without a word, which the page replaces and the server takes over),
reloads with its typing put back when the server restarted (its session gone), and does not take
back a session another socket took over."""

import itertools
import time
import unittest
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, settled, wait
from demos import demo

NEW = "input[placeholder='What needs to be done?']"
_numbers = itertools.count(1)


def unique(title):
    """`title` made unique in this run."""
    return "%s %d-%d" % (title, int(time.time()) % 100000, next(_numbers))


class ResumeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.todos = demo("todos-resume")
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get(self.todos.url)
        connected(self.driver)
        wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, NEW), "TodoMVC never showed")
        settled(self.driver)

    def tearDown(self):
        # The sockets refused and the probes of a stopped server are the browser's own errors.
        errors = [e for e in console_errors(self.driver) if "/_symbiosis/" not in e]
        self.assertEqual(errors, [])

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def rows_titled(self, title):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('[data-r]')).filter(r => "
            "Array.from(r.querySelectorAll('input')).some(i => i.value === arguments[0])).length",
            title,
        )

    def drop_sockets(self, hook="drop-sockets"):
        with urllib.request.urlopen(self.todos.page("/_symbiosis/test/" + hook), timeout=10) as answer:
            self.assertEqual(answer.status, 204)

    def frame(self):
        return int(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-sy-frame') || '0'"))

    def wait_reconnected(self, timeout=None):
        """Waits for the page to say it reconnected."""
        wait(
            self.driver,
            lambda d: d.execute_script(
                "const b = document.querySelector('.sy-offline'); "
                "return b && !b.hidden && b.textContent.includes('Reconnected')"
            ),
            "the page never said it reconnected",
            timeout=timeout,
        )

    def mark_page(self):
        """Marks this page, so that wait_reloaded sees a new one."""
        self.driver.execute_script("window.symbiosisTestMarker = true")

    def wait_reloaded(self, message, timeout=None):
        """Waits for a page loaded after mark_page, showing TodoMVC."""
        wait(
            self.driver,
            lambda d: d.execute_script("return window.symbiosisTestMarker !== true")
            and d.find_elements(By.CSS_SELECTOR, NEW),
            message,
            timeout=timeout,
        )

    def add_once(self, title):
        """Adds the todo typed in the new-todo field, and checks it was added once."""
        self.find(NEW).send_keys(Keys.ENTER)
        wait(self.driver, lambda d: self.rows_titled(title) == 1, "the todo was not added once")
        settled(self.driver)
        self.assertEqual(self.rows_titled(title), 1)

    def test_a_socket_dropped_while_typing_loses_nothing_and_the_page_reconnects(self):
        title = unique("Typed across a drop")
        first, second = title[:8], title[8:]
        field = self.find(NEW)
        field.send_keys(first)
        settled(self.driver)
        frame = self.frame()
        self.drop_sockets()
        field.send_keys(second)
        self.wait_reconnected()
        connected(self.driver)
        self.assertEqual(self.find(NEW).get_attribute("value"), title)
        self.add_once(title)
        self.assertGreater(self.frame(), frame, "the same session's frames went on")

    def test_a_silent_socket_is_replaced_within_seconds_and_the_session_and_typing_kept(self):
        title = unique("Typed across a silence")
        first, second = title[:8], title[8:]
        field = self.find(NEW)
        field.send_keys(first)
        settled(self.driver)
        frame = self.frame()
        # The server neither reads nor writes the socket any more, and holds it open: the page's
        # typing goes nowhere and nothing tells the page, as when the network is cut unseen.
        self.drop_sockets("silence-sockets")
        started = time.monotonic()
        field.send_keys(second)
        self.wait_reconnected(timeout=20)
        waited = time.monotonic() - started
        self.assertLess(waited, 10, "the page replaced its silent socket in seconds")
        connected(self.driver)
        settled(self.driver)
        self.assertEqual(self.find(NEW).get_attribute("value"), title)
        self.add_once(title)
        self.assertGreater(self.frame(), frame, "the same session's frames went on")

    def test_a_page_whose_session_another_socket_took_says_so_and_does_not_take_it_back(self):
        title = unique("Typed before a takeover")
        self.find(NEW).send_keys(title)
        settled(self.driver)
        # Another socket of the same session, with the page's cookie: a second tab of it.
        self.driver.execute_script(
            "const id = document.querySelector('meta[name=symbiosis-session]').content;"
            "const frame = document.documentElement.getAttribute('data-sy-frame') || '0';"
            "window.other = new WebSocket('ws://' + location.host + "
            "'/_symbiosis/live?session=' + encodeURIComponent(id) + '&last=' + frame);"
            "window.otherClosed = null;"
            "window.other.onclose = (event) => { window.otherClosed = event.code; };"
        )
        wait(
            self.driver,
            lambda d: d.execute_script(
                "const b = document.querySelector('.sy-offline'); "
                "return document.documentElement.hasAttribute('data-sy-taken-over') && b && "
                "!b.hidden && b.textContent.includes('opened again elsewhere')"
            ),
            "the page never said its session was taken over",
        )
        # Past the page's first retries (250 ms, then 500 ms): it tried none.
        time.sleep(2)
        self.assertEqual(self.driver.execute_script("return window.other.readyState"), 1)
        self.assertIsNone(self.driver.execute_script("return window.otherClosed"))
        self.assertFalse(self.driver.execute_script(
            "return document.documentElement.hasAttribute('data-sy-connected')"))
        self.mark_page()
        self.find(".sy-offline button").click()
        self.wait_reloaded("Reload did not reload the page")
        connected(self.driver)
        wait(self.driver, lambda d: self.find(NEW).get_attribute("value") == title, "the text was not put back")

    def test_a_paste_too_long_to_send_is_kept_and_marked_and_the_session_lives(self):
        self.mark_page()
        frame = self.frame()
        # 70,000 characters, past the server's 64 KiB message: sent, it would end the session
        # and the page would reload with it, again and again.
        self.driver.execute_script(
            "const f = document.querySelector(arguments[0]); f.focus();"
            "f.value = 'x'.repeat(70000); f.dispatchEvent(new Event('input', {bubbles: true}));",
            NEW,
        )
        wait(
            self.driver,
            lambda d: self.find(NEW).get_attribute("aria-invalid") == "true",
            "the field was not marked too long",
        )
        time.sleep(1)
        self.assertTrue(self.driver.execute_script("return window.symbiosisTestMarker === true"))
        connected(self.driver)
        self.assertEqual(len(self.find(NEW).get_attribute("value")), 70000)
        title = unique("Short again")
        self.driver.execute_script("document.querySelector(arguments[0]).value = ''", NEW)
        self.find(NEW).send_keys(title)
        settled(self.driver)
        self.assertIsNone(self.find(NEW).get_attribute("aria-invalid"))
        self.add_once(title)
        self.assertGreater(self.frame(), frame, "the same session's frames went on")

    def test_a_restarted_server_reloads_the_page_and_puts_the_typing_back(self):
        title = unique("Typed before a restart")
        self.find(NEW).send_keys(title)
        settled(self.driver)
        self.mark_page()
        self.todos.restart()
        self.wait_reloaded("the page never reloaded", timeout=60)
        connected(self.driver)
        wait(self.driver, lambda d: self.find(NEW).get_attribute("value") == title, "the text was not put back")
        self.assertTrue(
            self.driver.execute_script("return document.activeElement.matches(arguments[0])", NEW),
            "the field the user typed in lost the focus",
        )
        self.assertIsNone(
            self.driver.execute_script("return sessionStorage.getItem('symbiosis-restore')"))
        settled(self.driver)
        self.find(NEW).send_keys(Keys.ENTER)
        wait(self.driver, lambda d: self.rows_titled(title) == 1, "the new session did not get the text")


if __name__ == "__main__":
    unittest.main()
