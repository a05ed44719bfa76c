"""Row templates in Chromium: a row the server sends as a templated insert (a skeleton once per
screen, then the row's values) is the element the same row's HTML makes after a reload."""

import itertools
import json
import re
import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, frames_received, settled, wait
from demos import demo

NEW = "input[placeholder='What needs to be done?']"
_numbers = itertools.count(1)


def relative_nodes(html, first):
    """`html` with each `data-n` counted from `first`: another session numbers its nodes anew."""
    return re.sub(r'data-n="(\d+)"', lambda m: 'data-n="+%d"' % (int(m.group(1)) - first), html)


class TemplatesTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.todos = demo("todos")
        cls.driver = chromium(frames=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def load(self):
        self.driver.get(self.todos.url)
        connected(self.driver)
        wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, NEW), "TodoMVC never showed")
        settled(self.driver)
        frames_received(self.driver)

    def row_of(self, title):
        """The outerHTML and node of the row whose field holds `title`, or None."""
        return self.driver.execute_script(
            "const row = Array.from(document.querySelectorAll('[data-r]')).find(r => "
            "Array.from(r.querySelectorAll('input')).some(i => i.value === arguments[0]));"
            "return row ? [row.outerHTML, Number(row.getAttribute('data-n'))] : null",
            title,
        )

    def test_a_templated_row_is_the_row_a_reload_shows(self):
        self.load()
        titles = ["Templated <b>%d</b> & 'more' %d-%d" % (n, int(time.time()) % 100000, next(_numbers)) for n in (1, 2)]
        for title in titles:
            self.driver.find_element(By.CSS_SELECTOR, NEW).send_keys(title, Keys.ENTER)
            wait(self.driver, lambda d: self.row_of(title), "no todo %r" % title)
        settled(self.driver)
        operations = [op for frame in frames_received(self.driver) for op in json.loads(frame).get("ops", [])]
        inserts = [op for op in operations if op[0] in ("ri", "rt")]
        self.assertEqual([op[0] for op in inserts], ["rt", "rt"], "the new rows came as templated inserts")
        self.assertLessEqual(len([op for op in operations if op[0] == "tpl"]), 1)
        templated = [self.row_of(title) for title in titles]
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main [data-sy-slots]"), [])
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main b"), [], "a title is text")

        self.load()
        for title, (html, first) in zip(titles, templated):
            reloaded, node = wait(self.driver, lambda d: self.row_of(title), "no todo %r after a reload" % title)
            self.assertEqual(relative_nodes(html, first), relative_nodes(reloaded, node))
