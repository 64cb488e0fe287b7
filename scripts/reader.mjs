// What a reader does in a page, for the browser tests and the benchmark
// (playwright-core locators).

// Scrolls to a widget until what it draws (inner, a selector) is there: a
// widget draws when it comes near the screen, and a long page may still move
// while the parts above it are laid out for the first time.
export async function drawnNear(widget, inner, { tries = 20, wait = 1500 } = {}) {
  for (let i = 0; ; i++) {
    await widget.scrollIntoViewIfNeeded();
    try {
      await widget.locator(inner).first().waitFor({ timeout: wait });
      return;
    } catch (e) {
      if (i >= tries) throw e;
    }
  }
}
