"""Headless Chromium through Selenium, offline: the system's browser and driver."""

import json
import os

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

#: How long a test waits for the page to show what it expects, in seconds: generous, as the
#: machines that run these are busy.
PATIENCE = float(os.environ.get("SYMBIOSIS_BROWSER_PATIENCE", "20"))

#: Where screenshots go.
SCREENSHOTS = os.path.join(os.path.dirname(__file__), "..", ".build", "screenshots")


def chromium(width=1000, height=760, dark=False, frames=False):
    """A new headless Chromium window; with `frames`, one whose WebSocket frames `frames_received`
    reads."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("SYMBIOSIS_CHROMIUM", "/usr/bin/chromium")
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=%d,%d" % (width, height),
        "--force-prefers-reduced-motion",
    ):
        options.add_argument(argument)
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    logs = {"browser": "ALL"}
    if frames:
        logs["performance"] = "ALL"
    options.set_capability("goog:loggingPrefs", logs)
    service = Service(os.environ.get("SYMBIOSIS_CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(PATIENCE * 3)
    return driver


def wait(driver, condition, message="", timeout=None):
    """What `condition(driver)` gives once it gives something true; fails after PATIENCE."""
    return WebDriverWait(driver, timeout or PATIENCE, poll_frequency=0.05).until(
        condition, message
    )


def connected(driver):
    """Waits for the page's client to have its socket open."""
    wait(
        driver,
        lambda d: d.execute_script(
            "return document.documentElement.hasAttribute('data-sy-connected')"
        ),
        "the page's client never connected",
    )


def settled(driver):
    """Waits for every event the client sent to be acknowledged."""
    wait(
        driver,
        lambda d: d.execute_script(
            "return !document.documentElement.hasAttribute('data-sy-busy')"
        ),
        "the server never acknowledged every event",
    )


def main_text(driver):
    """What the page's <main> shows, as the user reads it."""
    return driver.find_element(By.CSS_SELECTOR, "main").text


def screenshot(driver, name):
    """Saves a PNG of the window as .build/screenshots/NAME.png; returns its path."""
    os.makedirs(SCREENSHOTS, exist_ok=True)
    path = os.path.abspath(os.path.join(SCREENSHOTS, name + ".png"))
    driver.save_screenshot(path)
    return path


def frames_received(driver):
    """The WebSocket frames the page received since the last call, as text (a window made with
    `chromium(frames=True)`)."""
    received = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.webSocketFrameReceived":
            received.append(message["params"]["response"]["payloadData"])
    return received


def console_errors(driver):
    """The page's console errors since the last call (CSP violations among them)."""
    return [
        entry["message"]
        for entry in driver.get_log("browser")
        if entry.get("level") == "SEVERE" and "favicon.ico" not in entry["message"]
    ]
