import { expect, test, type Page } from '@playwright/test';
import { brokenImages, isPrivatePath, scrollThrough } from './support/public-pages';

// A visitor browses every public page of the seeded shop on a phone and a
// desktop width with no broken image and no dead link. Breadth-first from '/', following every
// same-origin link on public pages; private prefixes, mailto:/tel: and other hosts are not
// visited, but every same-origin link target must answer 200. Bounded so it stops by itself.

const MAX_PAGES = 60;
// /api or /media requests that may fail without anything being wrong (none so far).
const EXPECTED_FAILURES: RegExp[] = [];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Visit = { problems: string[]; links: string[] };

/** Watches one page's traffic: failed /api or /media requests and anything leaving the host. */
function watchTraffic(page: Page, problems: string[]) {
  page.on('response', (res) => {
    const url = new URL(res.url());
    const watched = url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/');
    if (!watched || res.status() < 400) return;
    if (EXPECTED_FAILURES.some((re) => re.test(url.pathname))) return;
    problems.push(`${res.request().method()} ${url.pathname}${url.search} -> ${res.status()}`);
  });
  page.on('requestfailed', (req) => {
    const url = new URL(req.url());
    const reason = req.failure()?.errorText ?? '';
    // A navigation cancels the previous page's requests; that is not a failure of the request.
    if (reason.includes('ERR_ABORTED')) return;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/'))
      problems.push(`${req.method()} ${url.pathname}${url.search} failed: ${reason}`);
  });
  // Self-hosted everything (fonts included): no request may leave this machine.
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.protocol.startsWith('http')) return;
    if (!LOCAL_HOSTS.has(url.hostname)) problems.push(`request to another host: ${url.href}`);
  });
}

async function visit(page: Page, target: string): Promise<Visit> {
  const problems: string[] = [];
  const res = await page.goto(target);
  if (res?.status() !== 200) problems.push(`document answered ${res?.status()}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);

  for (const src of await brokenImages(page)) problems.push(`broken image ${src}`);
  const fallbacks = await page.getByText('Image not available').filter({ visible: true }).count();
  if (fallbacks > 0) problems.push(`${fallbacks} 'Image not available' fallback(s) shown`);
  for (const missing of ['Page Not Found', 'Product not found']) {
    if ((await page.getByRole('heading', { name: missing }).count()) > 0)
      problems.push(`shows '${missing}': a dead link led here`);
  }

  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).href));
  const links = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
  return { problems, links: [...new Set(links)] };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every public page at ${viewport.width} px has no broken image and no dead link`, async ({
    page,
  }) => {
    test.setTimeout(6 * 60_000);
    await page.setViewportSize(viewport);
    const report: Record<string, string[]> = {};
    const trafficProblems: string[] = [];
    watchTraffic(page, trafficProblems);

    // /sections is in SPEC.md §2 but no menu links to it: the crawl starts there too.
    const queue = ['/', '/sections'];
    const seen = new Set(queue);
    const linkStatus = new Map<string, number>();
    let visited = 0;
    const pages: string[] = [];
    while (queue.length > 0 && visited < MAX_PAGES) {
      const target = queue.shift()!;
      visited++;
      pages.push(target);
      trafficProblems.length = 0;
      const { problems, links } = await visit(page, target);
      problems.push(...trafficProblems);

      for (const link of links) {
        // Dead-link check for every same-origin target, private ones included.
        if (!linkStatus.has(link)) linkStatus.set(link, (await page.request.get(link)).status());
        if (linkStatus.get(link) !== 200)
          problems.push(`link ${link} answers ${linkStatus.get(link)}`);
        const pathname = link.split('?')[0]!;
        if (!seen.has(link) && !isPrivatePath(pathname)) {
          seen.add(link);
          queue.push(link);
        }
      }
      if (problems.length > 0) report[target] = problems;
    }

    console.log(
      `crawl at ${viewport.width} px: ${visited} pages visited, ${linkStatus.size} link targets checked` +
        (queue.length > 0 ? `, ${queue.length} left unvisited (limit ${MAX_PAGES})` : '') +
        `: ${pages.join(' ')}`,
    );
    expect.soft(visited, 'pages reached from /').toBeGreaterThanOrEqual(10);
    expect(report).toEqual({});
  });
}
