// Lighthouse rows: the default config (the mobile preset, simulated throttling) against the
// bench's running server, RUNS times per URL in one headless Chromium; each category's score
// is the median of its runs, so one noisy run neither passes nor fails a budget on its own.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// DESIGN.md §5: scores out of 100.
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const LABEL = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
// The flags of the common brief: no sandbox (root in a container), no network chatter.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

function culprits(audit) {
  const list = (details) => (Array.isArray(details?.items) ? details.items : []);
  // Insight audits nest their tables in a list: look one level down too.
  const items = list(audit.details).flatMap((item) =>
    item && typeof item === 'object' && Array.isArray(item.items) ? item.items : [item],
  );
  const named = items
    .filter((item) => item && typeof item === 'object')
    .map((item) => item.url ?? item.node?.snippet ?? item.node?.selector ?? item.source?.url)
    .filter((v) => typeof v === 'string');
  return [...new Set(named)].slice(0, 4);
}

/** Audits of a category that lost points in a run (weighted ones, or failed diagnostics). */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null) return false;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        return false;
      return ref.weight > 0 ? audit.score < 1 : audit.score < 0.9;
    })
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      // What it is about (a URL or an element), so a developer knows where to look.
      culprits: culprits(audit),
    }));
}

/**
 * One Lighthouse run; a run that Lighthouse itself could not record (e.g. NO_NAVSTART on a
 * busy machine) is tried again, up to ATTEMPTS times, before it counts as an error.
 */
const ATTEMPTS = 3;
async function runOnce(url, port) {
  let error = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
      });
      if (!result) error = 'Lighthouse returned nothing';
      else if (result.lhr.runtimeError) {
        error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
      } else return { lhr: result.lhr };
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
  }
  return { error };
}

/** One row per (path, category), e.g. 'Lighthouse / performance', with the runs' scores. */
export async function measureLighthouse({ baseUrl, paths, runs = RUNS }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const rows = [];
  try {
    for (const pagePath of paths) {
      const url = baseUrl + pagePath;
      const results = [];
      const errors = [];
      for (let i = 0; i < runs; i++) {
        const started = Date.now();
        const outcome = await runOnce(url, chrome.port);
        if (outcome.error) {
          errors.push(outcome.error);
          console.log(
            `bench: lighthouse ${pagePath} run ${i + 1}/${runs} failed: ${outcome.error}`,
          );
          continue;
        }
        const { lhr } = outcome;
        results.push(lhr);
        const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100));
        console.log(
          `bench: lighthouse ${pagePath} run ${i + 1}/${runs}: ${scores.join(' / ')} ` +
            `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      for (const category of CATEGORIES) {
        const scores = results.map((lhr) =>
          Math.round((lhr.categories[category].score ?? 0) * 100),
        );
        // A row without a single measurement is an error, never a pass.
        const score = scores.length > 0 ? median(scores) : 0;
        const limit = LIGHTHOUSE_BUDGET[category];
        // Audits that cost points in any run, with how many runs they failed in.
        const failing = new Map();
        for (const lhr of results) {
          for (const audit of lostPoints(lhr, category)) {
            const seen = failing.get(audit.id);
            failing.set(audit.id, { ...audit, runs: (seen?.runs ?? 0) + 1 });
          }
        }
        rows.push({
          name: `Lighthouse / ${LABEL[category]} ${pagePath}`,
          url,
          scores,
          score,
          display: scores.length > 0 ? `${score} (${scores.join(', ')})` : 'no run completed',
          errors: errors.length,
          errorMessages: errors,
          failingAudits: [...failing.values()],
          budget: {
            metric: 'score',
            op: '>=',
            limit,
            unit: '',
            pass: scores.length > 0 && score >= limit,
          },
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
