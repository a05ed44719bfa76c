"""Two tabs of a browser that has no cookie yet, opened at the same moment: both come alive."""

import unittest

from browser import chromium, connected, console_errors, main_text, wait
from demos import demo


class TabsTests(unittest.TestCase):
    def test_two_tabs_opened_at_once_with_no_cookie_both_come_alive(self):
        people = demo("people")
        driver = chromium()
        try:
            # A page of the server's origin that opens no session and sets no cookie.
            driver.get(people.page("/_symbiosis/base.css"))
            # Both GETs leave before either answer's Set-Cookie is back: two tokens, and the
            # browser keeps the last, so the other tab's socket is refused (403).
            driver.execute_script(
                "window.open(arguments[0], 'one'); window.open(arguments[0], 'two');",
                people.page("/people"),
            )
            wait(driver, lambda d: len(d.window_handles) == 3, "the two tabs never opened")
            for handle in driver.window_handles[1:]:
                driver.switch_to.window(handle)
                connected(driver)
                wait(driver, lambda d: "Ada Lovelace" in main_text(d), "a tab never listed Ada")
                self.assertEqual(
                    driver.execute_script("return sessionStorage.getItem('symbiosis-reloaded')"),
                    None,
                    "a tab that came alive keeps no reload mark",
                )
                errors = [e for e in console_errors(driver) if "/_symbiosis/live" not in e]
                self.assertEqual(errors, [])
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main()
