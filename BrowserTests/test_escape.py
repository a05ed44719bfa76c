"""Escape goes back in the browser, as in the terminal, unless a control used it."""

import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import console_errors, main_text, settled, wait
from people_page import SEARCH, PeoplePageTest


class EscapeTests(PeoplePageTest):
    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def test_escape_in_the_search_field_clears_it_and_stays(self):
        search = self.driver.find_element(By.CSS_SELECTOR, SEARCH)
        search.send_keys("Lovelace")
        wait(self.driver, lambda d: "Alan Kay" not in main_text(d), "the search did not narrow")
        search.send_keys(Keys.ESCAPE)
        wait(self.driver, lambda d: "Alan Kay" in main_text(d), "Escape did not clear the search")
        settled(self.driver)
        self.assertEqual(self.driver.title, "People")
        self.assertEqual(search.get_attribute("value"), "")

    def test_escape_on_a_pushed_screen_goes_back(self):
        row = next(r for r in self.driver.find_elements(By.CSS_SELECTOR, "[data-r]") if "Ada Lovelace" in r.text)
        row.click()
        wait(self.driver, lambda d: d.title == "Ada Lovelace", "Ada's page never showed")
        self.driver.execute_script("document.activeElement && document.activeElement.blur()")
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        wait(self.driver, lambda d: d.title == "People", "Escape did not go back")
        wait(self.driver, lambda d: d.current_url.endswith("/people"), "the URL did not come back")


if __name__ == "__main__":
    unittest.main()
