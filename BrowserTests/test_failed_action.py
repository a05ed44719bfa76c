"""A failed action's message reaches the page: TodoMVC whose file cannot be written says so
where the user looks, and the page stays usable."""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, main_text, wait
from demos import demo

NEW = "input[placeholder='What needs to be done?']"


class FailedActionTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.todos = demo("todos-failing")
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def test_a_todo_that_cannot_be_saved_says_why(self):
        self.driver.get(self.todos.url)
        connected(self.driver)
        field = wait(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, NEW))
        before = main_text(self.driver)
        # A folder where the file goes: no one, not even root, can save the list there.
        os.makedirs(self.todos.file, exist_ok=True)
        field.send_keys("Never saved", Keys.ENTER)
        wait(
            self.driver,
            lambda d: any(
                e.is_displayed() and e.text.strip()
                for e in d.find_elements(By.CSS_SELECTOR, "main .sy-role-error")
            ),
            "no error message showed",
        )
        message = [e.text for e in self.driver.find_elements(By.CSS_SELECTOR, "main .sy-role-error") if e.is_displayed() and e.text.strip()]
        self.assertTrue(any(text.startswith("Cannot save") for text in message), message)
        self.assertNotEqual(main_text(self.driver), before)


if __name__ == "__main__":
    unittest.main()
