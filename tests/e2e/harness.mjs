// The tiny test runner the browser tests share: named tests, a pass/fail line each, and
// the results for the summary line ("N passed, M failed").

export function createSuite() {
  const results = [];
  async function test(name, fn) {
    const t0 = Date.now();
    try {
      await fn();
      results.push({ name, ok: true });
      console.log(`  ok   ${name} (${Date.now() - t0} ms)`);
    } catch (error) {
      results.push({ name, ok: false });
      const stack = error instanceof Error ? (error.stack ?? '') : '';
      const where = stack.split('\n').find((l) => l.includes('/tests/e2e/') && !l.includes('harness.mjs'))?.trim() ?? '';
      console.log(`  FAIL ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error} ${where}`);
    }
  }
  function assert(cond, message) {
    if (!cond) throw new Error(message);
  }
  return { results, test, assert };
}
