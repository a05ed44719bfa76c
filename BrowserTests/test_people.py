"""People in the browser: search, open a person, edit the age, the browser's Back, Copy; and a
person whose name is markup shown as text."""

import unittest
import urllib.request

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, console_errors, main_text, settled, wait
from demos import demo
from people_page import SEARCH, PeoplePageTest


class PeopleTests(PeoplePageTest):
    def setUp(self):
        super().setUp()
        self.start = self.driver.current_url

    def tearDown(self):
        self.assertEqual(console_errors(self.driver), [])

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def row(self, text):
        """The row that shows `text`."""
        return wait(
            self.driver,
            lambda d: next((r for r in d.find_elements(By.CSS_SELECTOR, "[data-r]") if text in r.text), None),
            "no row shows %r" % text,
        )

    def open_person(self, name):
        self.row(name).click()
        wait(self.driver, lambda d: d.title == name, "%s's page never showed" % name)

    def assertPushedURL(self):
        wait(self.driver, lambda d: d.current_url != self.start, "opening a person pushed no URL")

    def test_the_first_screen_has_its_own_url_so_one_back_leaves_after_the_apps_back(self):
        self.assertTrue(self.start.endswith("/people"), self.start)
        self.open_person("Ada Lovelace")
        self.assertPushedURL()
        self.driver.find_element(By.XPATH, "//button[normalize-space()='Back']").click()
        wait(self.driver, lambda d: d.title == "People", "the page's Back did not go back")
        wait(self.driver, lambda d: d.current_url == self.start, "the URL did not come back")
        self.assertEqual(self.driver.execute_script("return history.state && history.state.symbiosis"), 0)

    def test_search_narrows_the_list(self):
        self.find(SEARCH).send_keys("Lovelace")
        wait(self.driver, lambda d: "Alan Kay" not in main_text(d), "the search did not narrow")
        self.assertIn("Ada Lovelace", main_text(self.driver))
        self.assertEqual(self.find(SEARCH).get_attribute("value"), "Lovelace")

    def test_the_keyboard_alone_finds_and_opens_a_person(self):
        search = self.find(SEARCH)
        search.send_keys("Kay")
        wait(self.driver, lambda d: "Ada Lovelace" not in main_text(d), "the search did not narrow")
        search.send_keys(Keys.ARROW_DOWN)
        wait(
            self.driver,
            lambda d: "Alan Kay" in d.execute_script("return document.activeElement.textContent"),
            "↓ did not move to Alan Kay's row",
        )
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait(self.driver, lambda d: d.title == "Alan Kay", "Enter on the row did not open it")

    def test_open_a_person_then_the_browsers_back(self):
        self.open_person("Ada Lovelace")
        self.assertIn("alovelace@example.org", main_text(self.driver))
        self.assertPushedURL()
        person = self.driver.current_url
        self.driver.back()
        wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, SEARCH), "Back never showed People")
        wait(self.driver, lambda d: d.title == "People")
        self.assertNotEqual(self.driver.current_url, person)
        self.assertIn("Alan Kay", main_text(self.driver))

    def test_a_persons_url_opens_that_person(self):
        self.open_person("Alan Kay")
        self.assertPushedURL()
        url = self.driver.current_url
        self.driver.get(url)
        connected(self.driver)
        wait(self.driver, lambda d: d.title == "Alan Kay", "reloading a person's URL lost the person")
        self.assertIn("akay@example.org", main_text(self.driver))

    def test_edit_the_age(self):
        self.open_person("Alan Kay")
        age = self.find("[data-id='age'] input, input[data-id='age']")
        age.send_keys(Keys.CONTROL, "a")
        age.send_keys("37", Keys.ENTER)
        settled(self.driver)
        self.driver.back()
        wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, SEARCH))
        self.assertIn("37", self.row("Alan Kay").text)

    def test_copy_the_email(self):
        self.open_person("Ada Lovelace")
        self.driver.execute_cdp_cmd(
            "Browser.grantPermissions",
            {"origin": self.people.page(), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
        )
        button = next(b for b in self.driver.find_elements(By.TAG_NAME, "button") if b.text == "Copy e-mail")
        button.click()
        wait(self.driver, lambda d: "Copied ✓" in main_text(d), "Copy never said it copied")
        wait(
            self.driver,
            lambda d: d.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "navigator.clipboard.readText().then(done, () => done(null));"
            )
            == "alovelace@example.org",
            "the clipboard does not hold the e-mail",
        )


class MarkupInDataTests(unittest.TestCase):
    """A person named `<img src=x onerror=alert(1)>` is shown as that text, on the first page and
    after, and nothing runs."""

    NAME = "<img src=x onerror=alert(1)> Tester"

    @classmethod
    def setUpClass(cls):
        cls.people = demo("people-xss")
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def assertNoAlert(self):
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text

    def assertNoInjectedImage(self):
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main img[src='x']"), [])

    def test_the_first_page_escapes_it(self):
        with urllib.request.urlopen(self.people.url, timeout=30) as response:
            page = response.read().decode("utf-8")
        self.assertIn("&lt;img src=x onerror=alert(1)&gt;", page)
        self.assertNotIn("<img src=x", page)

    def test_it_shows_as_text_in_the_list_and_on_its_page(self):
        self.driver.get(self.people.url)
        connected(self.driver)
        wait(self.driver, lambda d: self.NAME in main_text(d), "the name is not shown as text")
        self.assertNoInjectedImage()
        self.assertNoAlert()
        row = next(r for r in self.driver.find_elements(By.CSS_SELECTOR, "[data-r]") if self.NAME in r.text)
        row.click()
        wait(self.driver, lambda d: d.title == self.NAME, "the person's page never showed")
        self.assertIn(self.NAME, main_text(self.driver))
        self.assertNoInjectedImage()
        self.assertNoAlert()


if __name__ == "__main__":
    unittest.main()
