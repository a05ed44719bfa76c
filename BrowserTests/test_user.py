"""The User demo, an app made in code (Akane's component), in a real browser: its greeting, its
Disconnect button, and a tab of its own."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, main_text, screenshot, settled, wait
from demos import demo


class UserTests(unittest.TestCase):
    def setUp(self):
        self.driver = chromium()
        self.user = demo("user")

    def tearDown(self):
        self.driver.quit()

    def open(self):
        self.driver.get(self.user.url)
        connected(self.driver)

    def button(self):
        return self.driver.find_element(By.XPATH, "//button[normalize-space()='Disconnect']")

    def test_the_page_greets_the_user_before_any_script_runs(self):
        self.open()
        self.assertEqual(self.driver.title, "User")
        self.assertIn("Good morning, MASTER Bruce", main_text(self.driver))
        self.assertTrue(self.button().is_enabled())

    def test_disconnect_says_goodbye_and_disables_its_button(self):
        self.open()
        self.button().click()
        wait(self.driver, lambda d: "Goodbye." in main_text(d))
        settled(self.driver)
        self.assertNotIn("Good morning", main_text(self.driver))
        wait(self.driver, lambda d: not self.button().is_enabled(), "the button stayed enabled")

    def test_the_keyboard_alone_disconnects(self):
        self.open()
        self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        wait(self.driver, lambda d: d.switch_to.active_element == self.button())
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait(self.driver, lambda d: "Goodbye." in main_text(d))

    def test_a_new_tab_greets_its_own_user(self):
        self.open()
        self.button().click()
        wait(self.driver, lambda d: "Goodbye." in main_text(d))
        self.open()
        self.assertIn("Good morning, MASTER Bruce", main_text(self.driver))

    def test_screenshots(self):
        self.open()
        screenshot(self.driver, "user")
        dark = chromium(dark=True)
        try:
            dark.get(self.user.url)
            connected(dark)
            screenshot(dark, "user-dark")
        finally:
            dark.quit()


if __name__ == "__main__":
    unittest.main()
