"""What the tests of People's first page share: one Chromium window for the class, and the
page loaded afresh, connected and listing its people, before each test."""

import unittest

from browser import chromium, connected, main_text, wait
from demos import demo

#: People's search field.
SEARCH = "input[placeholder='Search people']"


class PeoplePageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.people = demo("people")
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get(self.people.url)
        connected(self.driver)
        wait(self.driver, lambda d: "Ada Lovelace" in main_text(d), "People never listed Ada")
