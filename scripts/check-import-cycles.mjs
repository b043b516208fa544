// Import cycles, type-only imports included. ESLint's import-x/no-cycle skips `import type`
// (no runtime effect), but a cycle through types still ties two modules together: neither can
// move or be read without the other. This walks every workspace's files with TypeScript's own
// module resolution (the web app's `@/` alias, the packages' exports) and fails on any cycle.
// Usage: node scripts/check-import-cycles.mjs [root]   (root: the repository, by default this one)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const projects = ['packages/*', 'apps/*', 'e2e'].flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const dir = path.join(root, pattern.slice(0, -2));
  return ts.sys.getDirectories(dir).map((name) => `${pattern.slice(0, -2)}/${name}`);
});

/** file → the repository files it imports (any kind: value, type, dynamic, re-export). */
const graph = new Map();
for (const project of projects) {
  const configPath = path.join(root, project, 'tsconfig.json');
  if (!existsSync(configPath)) continue;
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  const cache = ts.createModuleResolutionCache(root, (f) => f, parsed.options);
  for (const file of parsed.fileNames) {
    if (file.includes('/node_modules/') || file.endsWith('.d.ts')) continue;
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, host, cache)
        .resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/') || resolved.endsWith('.d.ts')) continue;
      if (!resolved.startsWith(root + path.sep) || resolved === file) continue;
      targets.add(path.resolve(resolved));
    }
    graph.set(path.resolve(file), targets);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(start) {
  // Iterative, so a deep import chain cannot overflow the call stack.
  const work = [[start, [...(graph.get(start) ?? [])], 0]];
  indexOf.set(start, index);
  low.set(start, index++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, edges] = frame;
    if (frame[2] < edges.length) {
      const next = edges[frame[2]++];
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        indexOf.set(next, index);
        low.set(next, index++);
        stack.push(next);
        onStack.add(next);
        work.push([next, [...graph.get(next)], 0]);
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  }
}
for (const file of graph.keys()) if (!indexOf.has(file)) connect(file);

/** One shortest path round a component, to show where to cut it. */
function cycleIn(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (next === start) {
        const route = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) route.unshift(at);
        return [...route, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

const rel = (file) => path.relative(root, file);
if (components.length === 0) {
  console.log(`No import cycles in ${graph.size} files (type imports included).`);
} else {
  console.error(`${components.length} import cycle(s), type imports included:`);
  for (const component of components) {
    console.error(
      `\n  ${component.length} files, for example:\n    ${cycleIn(component).map(rel).join('\n    → ')}`,
    );
  }
  process.exitCode = 1;
}
