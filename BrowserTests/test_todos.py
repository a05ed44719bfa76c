"""TodoMVC in the browser: add, complete, edit, remove, filter by URL, clear completed."""

import itertools
import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, main_text, settled, wait
from demos import demo

NEW = "input[placeholder='What needs to be done?']"
_numbers = itertools.count(1)


def unique(title):
    """`title` made unique in this run: the tests share one list."""
    return "%s %d-%d" % (title, int(time.time()) % 100000, next(_numbers))


class TodosTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.todos = demo("todos")
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.load("")

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def load(self, path):
        self.driver.get(self.todos.page(path) if path else self.todos.url)
        connected(self.driver)
        wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, NEW), "TodoMVC never showed")
        settled(self.driver)

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def add(self, title):
        field = self.find(NEW)
        field.send_keys(title, Keys.ENTER)
        row = self.row(title)
        wait(self.driver, lambda d: self.find(NEW).get_attribute("value") == "", "the new field kept its text")
        return row

    def row(self, title, present=True):
        """The row whose title field holds `title` (waits for it), or waits for there to be none."""
        script = (
            "return Array.from(document.querySelectorAll('[data-r]')).find(r => "
            "Array.from(r.querySelectorAll('input')).some(i => i.value === arguments[0])) || null"
        )
        if present:
            return wait(self.driver, lambda d: d.execute_script(script, title), "no todo %r" % title)
        wait(self.driver, lambda d: d.execute_script(script, title) is None, "todo %r is still shown" % title)
        return None

    def left(self):
        """The number the "N items left" label says."""
        found = [line for line in main_text(self.driver).split("\n") if " left" in line]
        return int(found[0].split()[0]) if found else None

    def test_add(self):
        before = self.left() or 0
        title = unique("Buy milk")
        self.add(title)
        wait(self.driver, lambda d: self.left() == before + 1, "the count did not grow")

    def test_complete_and_make_active_again(self):
        title = unique("Walk the dog")
        row = self.add(title)
        before = self.left()
        row.find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        wait(self.driver, lambda d: self.left() == before - 1, "completing did not count")
        self.row(title).find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        wait(self.driver, lambda d: self.left() == before, "making it active did not count")

    def test_edit_in_place(self):
        title = unique("Write tests")
        row = self.add(title)
        field = [i for i in row.find_elements(By.CSS_SELECTOR, "input") if i.get_attribute("value") == title][0]
        field.click()
        field.send_keys(Keys.CONTROL, "a")
        edited = unique("Write more tests")
        field.send_keys(edited, Keys.ENTER)
        settled(self.driver)
        self.load("")
        self.row(edited)
        self.row(title, present=False)

    def test_remove(self):
        title = unique("Remove me")
        row = self.add(title)
        remove = [b for b in row.find_elements(By.TAG_NAME, "button") if b.text == "×"][0]
        remove.click()
        self.row(title, present=False)
        settled(self.driver)
        self.load("")
        self.row(title, present=False)

    def test_filter_by_url(self):
        active, done = unique("Still to do"), unique("Done already")
        self.add(active)
        self.add(done)
        self.row(done).find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        settled(self.driver)
        base = "/todos"  # the root scene's path (SceneApp.path); its route: is the filter
        self.load(base + "/active")
        self.row(active)
        self.row(done, present=False)
        self.load(base + "/completed")
        self.row(done)
        self.row(active, present=False)

    def test_clear_completed(self):
        active, done = unique("Keep me"), unique("Clear me")
        self.add(active)
        self.add(done)
        self.row(done).find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        clear = wait(
            self.driver,
            lambda d: next((b for b in d.find_elements(By.TAG_NAME, "button") if b.text == "Clear completed" and b.is_displayed()), None),
            "Clear completed never showed",
        )
        clear.click()
        self.row(done, present=False)
        self.row(active)


if __name__ == "__main__":
    unittest.main()
