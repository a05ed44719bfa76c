"""A lost connection, in TodoMVC: the page resumes its session when the socket drops, and
reloads with its typing put back when the server restarted (its session gone)."""

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

    def drop_sockets(self):
        with urllib.request.urlopen(self.todos.page("/_symbiosis/test/drop-sockets"), timeout=10) as answer:
            self.assertEqual(answer.status, 204)

    def test_a_socket_dropped_while_typing_loses_nothing_and_the_page_reconnects(self):
        title = unique("Typed across a drop")
        first, second = title[:8], title[8:]
        field = self.find(NEW)
        field.send_keys(first)
        settled(self.driver)
        frame = int(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-sy-frame') || '0'"))
        self.drop_sockets()
        field.send_keys(second)
        wait(
            self.driver,
            lambda d: d.execute_script(
                "const b = document.querySelector('.sy-offline'); "
                "return b && !b.hidden && b.textContent.includes('Reconnected')"
            ),
            "the page never said it reconnected",
        )
        connected(self.driver)
        self.assertEqual(self.find(NEW).get_attribute("value"), title)
        self.find(NEW).send_keys(Keys.ENTER)
        wait(self.driver, lambda d: self.rows_titled(title) == 1, "the todo was not added once")
        settled(self.driver)
        self.assertEqual(self.rows_titled(title), 1)
        later = int(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-sy-frame')"))
        self.assertGreater(later, frame, "the same session's frames went on")

    def test_a_restarted_server_reloads_the_page_and_puts_the_typing_back(self):
        title = unique("Typed before a restart")
        self.find(NEW).send_keys(title)
        settled(self.driver)
        self.driver.execute_script("window.symbiosisTestMarker = true")
        self.todos.restart()
        wait(
            self.driver,
            lambda d: d.execute_script("return window.symbiosisTestMarker !== true")
            and d.find_elements(By.CSS_SELECTOR, NEW),
            "the page never reloaded",
            timeout=60,
        )
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
