"""A page shorter than the window has no scrollbar; a longer one still scrolls."""

import unittest

from selenium.webdriver.common.by import By

from browser import main_text, screenshot, settled, wait
from people_page import SEARCH, PeoplePageTest

OVERFLOW = "const e = document.scrollingElement; return e.scrollHeight - e.clientHeight"


class ScrollbarTests(PeoplePageTest):
    def test_a_short_page_has_no_scrollbar(self):
        self.driver.find_element(By.CSS_SELECTOR, SEARCH).send_keys("Lovelace")
        wait(self.driver, lambda d: "Alan Kay" not in main_text(d), "the search did not narrow")
        settled(self.driver)
        screenshot(self.driver, "people-short")
        self.assertEqual(self.driver.execute_script(OVERFLOW), 0, "the short page overflows")

    def test_a_long_page_still_scrolls(self):
        self.assertGreater(self.driver.execute_script(OVERFLOW), 0, "the list should be long")
        self.driver.execute_script("window.scrollTo(0, document.scrollingElement.scrollHeight)")
        self.assertGreater(self.driver.execute_script("return window.scrollY"), 0)
        screenshot(self.driver, "people-long-scrolled")


if __name__ == "__main__":
    unittest.main()
