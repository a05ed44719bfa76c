"""Searchy, an app made in code (MVB), in a real browser: the same model and binding as in the
terminal, with a web search screen over the offline catalog."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, main_text, screenshot, settled, wait
from demos import demo


class SearchyTests(unittest.TestCase):
    def setUp(self):
        self.driver = chromium()
        self.searchy = demo("searchy")
        self.driver.get(self.searchy.url)
        connected(self.driver)

    def tearDown(self):
        self.driver.quit()

    def field(self):
        return self.driver.find_element(By.CSS_SELECTOR, "[data-id=search]")

    def search(self, term):
        self.field().send_keys(term)
        wait(self.driver, lambda d: " songs" in main_text(d) or "1 song" in main_text(d))
        settled(self.driver)

    def test_typing_shows_the_songs_found_with_their_covers(self):
        self.assertIn("Type to search", main_text(self.driver))
        self.search("golden")
        rows = self.driver.find_elements(By.CSS_SELECTOR, "[data-r]")
        self.assertGreater(len(rows), 3)
        self.assertIn("Golden", rows[0].text)
        swatch = rows[0].find_element(By.CSS_SELECTOR, ".searchy-cover [data-color]")
        self.assertNotEqual(swatch.value_of_css_property("background-color"), "rgba(0, 0, 0, 0)")
        screenshot(self.driver, "searchy")

    def test_enter_goes_into_the_results_and_opens_a_song_and_back_returns(self):
        self.search("golden")
        first = self.driver.find_elements(By.CSS_SELECTOR, "[data-r]")[0].text.split("\n")[0]
        self.field().send_keys(Keys.ENTER)
        wait(self.driver, lambda d: d.switch_to.active_element.get_attribute("data-r"))
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait(self.driver, lambda d: d.current_url.endswith("/screen/2"))
        settled(self.driver)
        self.assertIn(first.split(" — ")[1], self.driver.title)
        self.assertIn("by " + first.split(" — ")[0], main_text(self.driver))
        screenshot(self.driver, "searchy-song")
        self.driver.back()
        wait(self.driver, lambda d: d.title == "Searchy")
        self.assertEqual(self.field().get_attribute("value"), "golden")

    def test_a_term_with_no_songs_says_so(self):
        self.field().send_keys("qqqxz")
        wait(self.driver, lambda d: "No songs match “qqqxz”." in main_text(d))


if __name__ == "__main__":
    unittest.main()
