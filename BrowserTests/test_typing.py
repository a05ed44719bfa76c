"""Typing is the user's: 200 characters typed with 300 ms of simulated latency each way arrive
exactly, and the server never overwrites them while they travel."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, settled, wait
from demos import demo

# 200 characters: letters, digits, spaces, punctuation and a few outside ASCII.
TYPED = ("Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich, 1234567890! " * 3)[:200]


class TypingUnderLatencyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def type_slowly_connected(self, url, css):
        self.driver.get(url + ("&" if "?" in url else "?") + "latency=300")
        connected(self.driver)
        field = wait(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, css))
        self.assertEqual(len(TYPED), 200)
        field.send_keys(TYPED)
        self.assertEqual(field.get_attribute("value"), TYPED)
        settled(self.driver)
        self.assertEqual(field.get_attribute("value"), TYPED)
        return field

    def test_a_new_todo_of_200_characters(self):
        todos = demo("todos")
        field = self.type_slowly_connected(todos.url, "input[placeholder='What needs to be done?']")
        field.send_keys(Keys.ENTER)
        wait(
            self.driver,
            lambda d: d.execute_script(
                "return Array.from(document.querySelectorAll('[data-r] input'))"
                ".some(i => i.value === arguments[0])",
                TYPED,
            ),
            "the todo does not hold exactly what was typed",
        )
        wait(self.driver, lambda d: field.get_attribute("value") == "", "the new field was not emptied")

    def test_a_search_of_200_characters(self):
        people = demo("people")
        field = self.type_slowly_connected(people.url, "input[placeholder='Search people']")
        wait(self.driver, lambda d: "No one to show." in d.find_element(By.TAG_NAME, "main").text)
        self.assertEqual(field.get_attribute("value"), TYPED)


if __name__ == "__main__":
    unittest.main()
