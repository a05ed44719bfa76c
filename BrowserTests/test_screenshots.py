"""Screenshots of People, a person and TodoMVC, light and dark, in .build/screenshots/: to look
at (a page that works can still look wrong)."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import chromium, connected, main_text, screenshot, settled, wait
from demos import demo


class ScreenshotTests(unittest.TestCase):
    def shoot(self, dark):
        suffix = "-dark" if dark else ""
        driver = chromium(dark=dark)
        try:
            people = demo("people")
            driver.get(people.url)
            connected(driver)
            wait(driver, lambda d: "Ada Lovelace" in main_text(d))
            screenshot(driver, "people" + suffix)
            row = next(r for r in driver.find_elements(By.CSS_SELECTOR, "[data-r]") if "Grace Hopper" in r.text)
            row.click()
            wait(driver, lambda d: d.title == "Grace Hopper")
            settled(driver)
            screenshot(driver, "person" + suffix)

            todos = demo("todos")
            driver.get(todos.url)
            connected(driver)
            field = wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "input[placeholder='What needs to be done?']"))
            if "Feed the cat" not in driver.execute_script(
                "return Array.from(document.querySelectorAll('[data-r] input')).map(i => i.value).join('|')"
            ):
                for title in ("Feed the cat", "Water the plants", "Call Ada"):
                    field.send_keys(title, Keys.ENTER)
                    settled(driver)
                driver.find_elements(By.CSS_SELECTOR, "[data-r] input[type=checkbox]")[-2].click()
                settled(driver)
            driver.find_element(By.CSS_SELECTOR, "input[placeholder='What needs to be done?']").click()
            screenshot(driver, "todos" + suffix)
        finally:
            driver.quit()

    def test_light(self):
        self.shoot(dark=False)

    def test_dark(self):
        self.shoot(dark=True)


if __name__ == "__main__":
    unittest.main()
