"""Live reload reaches the browser: saving a scene file while a tab is open changes that tab,
keeping what the user typed, the focus and the URL, save after save."""

import os
import time
import unittest

from selenium.webdriver.common.by import By

from browser import chromium, connected, console_errors, wait
from demos import demo

OLD = "What needs to be done?"
NEW = "What else needs doing?"


class LiveReloadTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.todos = demo("todos-reload")
        cls.driver = chromium()
        cls.file = os.path.join(cls.todos.scenes, "Todos.scene.yaml")
        with open(cls.file) as scene:
            cls.original = scene.read()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.save(cls.original)

    @classmethod
    def save(cls, text):
        with open(cls.file + ".saving", "w") as scene:
            scene.write(text)
        os.replace(cls.file + ".saving", cls.file)

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def test_a_saved_scene_file_changes_the_open_tab_keeping_typing_and_focus(self):
        self.driver.get(self.todos.url)
        connected(self.driver)
        field = wait(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, "input[placeholder='%s']" % OLD))
        field.send_keys("half typed")
        url = self.driver.current_url
        started = time.monotonic()
        self.save(self.original.replace(OLD, NEW))
        field = wait(
            self.driver,
            lambda d: next(iter(d.find_elements(By.CSS_SELECTOR, "input[placeholder='%s']" % NEW)), None),
            "the saved scene file never reached the page",
        )
        print("(live reload reached the page in %.0f ms)" % ((time.monotonic() - started) * 1000), end=" ")
        self.assertEqual(field.get_attribute("value"), "half typed")
        self.assertEqual(self.driver.switch_to.active_element, field)
        self.assertEqual(self.driver.current_url, url)

        self.save(self.original)
        wait(
            self.driver,
            lambda d: d.find_elements(By.CSS_SELECTOR, "input[placeholder='%s']" % OLD),
            "saving the file back never reached the page",
        )
        field = self.driver.find_element(By.CSS_SELECTOR, "input[placeholder='%s']" % OLD)
        self.assertEqual(field.get_attribute("value"), "half typed")


if __name__ == "__main__":
    unittest.main()
