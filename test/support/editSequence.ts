import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build, type BuildResult } from '../../src/build.ts';
import { createBuildSession } from '../../src/incremental/buildSession.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { writeSmallContent } from './smallContent.ts';

/** A seeded random number generator (mulberry32): the same seed makes the same edits. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]!, shuffle };
}

type Rng = ReturnType<typeof random>;

interface Project {
  root: string;
  read(file: string): Promise<string>;
  write(file: string, data: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  remove(file: string): Promise<void>;
  files(pattern: string): Promise<string[]>;
  /** Every path written, moved or removed since the watch session's last build, as its watcher would report them. */
  touched: string[];
  /** Places the sequence added, which it may rename or delete without breaking a reference. */
  added: string[];
  /** A file the last edit broke, with its bytes before, restored by the next edit. */
  broken?: { file: string; text: string };
  counter: number;
}

/** Bodies as writers write them: links to other sites, an email address, a table, a link within the site, an image. */
const paragraphs = [
  'See the [ICO guidance](https://ico.org.uk/for-organisations/) on keeping customer data safe.',
  'Questions? Write to hello@example.co.uk and we answer within a working day.',
  '| Plan | Sites |\n|---|---|\n| Starter | 1 |\n| Business | 10 |',
  'Read more [about us](/about) or [get in touch](/contact).',
  '![A diagram of the network](/images/diagram.svg)',
];

/** One random edit a writer might make, applied to the project's files; says what it did. */
const edits: Record<string, (project: Project, rng: Rng) => Promise<string>> = {
  async field(project, rng) {
    const file = rng.pick(await project.files('content/{locations,services/**}/*.md'));
    const text = await project.read(file);
    const fields = ['summary', 'description', 'heroSubtitle', 'name'].filter((field) => new RegExp(`^${field}: `, 'm').test(text));
    const field = rng.pick(fields);
    await project.write(file, text.replace(new RegExp(`^(${field}: (?:>-\\n  )?)`, 'm'), `$1Edit ${project.counter} `));
    return `${file}: ${field}`;
  },
  async body(project, rng) {
    const file = rng.pick(await project.files('content/{locations,services/**}/*.md'));
    await project.write(file, `${(await project.read(file)).trimEnd()}\n\n${rng.pick(paragraphs)}\n`);
    return `${file}: body`;
  },
  async price(project, rng) {
    const file = rng.pick(await project.files('content/plans/*.yaml'));
    const text = await project.read(file);
    const prices = [...text.matchAll(/price: "£[\d.]+"/g)];
    if (prices.length === 0) return `${file}: no price`;
    const at = rng.pick(prices).index;
    const price = `price: "£${1 + rng.int(40)}.${rng.pick(['49', '99'])}"`;
    await project.write(file, text.slice(0, at) + text.slice(at).replace(/price: "£[\d.]+"/, price));
    return `${file}: ${price}`;
  },
  async addPlace(project, rng) {
    const slug = `extra-${project.counter}`;
    const from = rng.pick(['dover', 'croydon']);
    const text = (await project.read(`content/locations/${from}.md`)).replace(/^name: .*$/m, `name: Extra ${project.counter}`);
    await project.write(`content/locations/${slug}.md`, text);
    project.added.push(slug);
    return `added ${slug} (from ${from})`;
  },
  async renamePlace(project, rng) {
    if (project.added.length === 0) return edits['addPlace']!(project, rng);
    const slug = rng.pick(project.added);
    const to = `renamed-${project.counter}`;
    await project.move(`content/locations/${slug}.md`, `content/locations/${to}.md`);
    project.added.splice(project.added.indexOf(slug), 1, to);
    return `renamed ${slug} to ${to}`;
  },
  async deletePlace(project, rng) {
    if (project.added.length === 0) return edits['addPlace']!(project, rng);
    const slug = rng.pick(project.added);
    await project.remove(`content/locations/${slug}.md`);
    project.added.splice(project.added.indexOf(slug), 1);
    return `deleted ${slug}`;
  },
  async redirect(project, rng) {
    const file = 'content/redirects.yaml';
    const text = await project.read(file);
    const added = [...text.matchAll(/^ {2}- from: \/old-\d+\n {4}to: .*\n/gm)];
    if (added.length > 0 && rng.int(3) === 0) {
      const gone = rng.pick(added);
      await project.write(file, text.replace(gone[0], ''));
      return `removed redirect ${gone[0].split('\n')[0]!.trim()}`;
    }
    const to = rng.pick(['/contact', '/about', '/kent/dover']);
    await project.write(file, `${text.trimEnd()}\n  - from: /old-${project.counter}\n    to: ${to}\n`);
    return `redirect /old-${project.counter} → ${to}`;
  },
  async publicFile(project, rng) {
    const choice = rng.int(3);
    if (choice === 0) {
      const size = `width="${10 + rng.int(500)}" height="${10 + rng.int(300)}"`;
      await project.write('public/images/diagram.svg', `<svg xmlns="http://www.w3.org/2000/svg" ${size}></svg>\n`);
      return `public/images/diagram.svg: ${size}`;
    }
    const notes = await project.files('public/files/*.txt');
    if (choice === 1 && notes.length > 0) {
      const file = rng.pick(notes);
      await project.remove(file);
      return `deleted ${file}`;
    }
    const file = `public/files/note-${project.counter}.txt`;
    await project.write(file, `Note ${project.counter}\n`);
    return `added ${file}`;
  },
  async breakRecord(project, rng) {
    const file = rng.pick(await project.files('content/{locations,plans}/*.{md,yaml}'));
    const text = await project.read(file);
    project.broken = { file, text };
    await project.write(file, text.replace(/^(\w+):/m, '$1: [unclosed'));
    return `${file}: broken YAML`;
  },
};

/** Edits that add, remove or move a page or a redirect. */
const routeEdits = new Set(['addPlace', 'renamePlace', 'deletePlace', 'redirect']);

/** Every file of a writer's output, or of a folder, dot-files aside → a hash of its bytes. */
async function folderHashes(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: false });
  return new Map(await Promise.all(files.map(async (file) => [file, hash(await readFile(path.join(dir, file)))] as const)));
}

const hash = (data: string | Uint8Array) => createHash('sha1').update(data).digest('hex');

function memoryHashes(files: ReadonlyMap<string, string | Uint8Array>): Map<string, string> {
  return new Map([...files].filter(([file]) => file !== OUTPUT_MARKER).map(([file, data]) => [file, hash(data)]));
}

/** Files whose bytes differ between two outputs, or that only one has. */
function differing(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
}

export interface StepOutcome {
  step: number;
  edit: string;
  ok: boolean;
  /** Output files that differ from a build from scratch, by way of building. */
  watch: string[];
  cached: string[];
}

/**
 * Applies `steps` rounds of random edits (seeded) to a small site; after each, rebuilds it in a watch
 * session and with a cached `site build`, and compares each output, web root and deploy
 * folder, byte for byte with a `--no-cache` build of the same content. When the content has
 * an error, both must fail and leave their output as it was.
 */
export async function runEditSequence(seed: number, steps: number, editsPerStep = 1): Promise<StepOutcome[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-edits-'));
  try {
    await writeSmallContent(root);
    await mkdir(path.join(root, 'public', 'files'), { recursive: true });
    await writeFile(path.join(root, 'public', 'images', 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"></svg>\n');
    const project: Project = {
      root,
      read: (file) => readFile(path.join(root, file), 'utf8'),
      write: async (file, data) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), data);
        project.touched.push(path.join(root, file));
      },
      move: async (from, to) => {
        await rename(path.join(root, from), path.join(root, to));
        project.touched.push(path.join(root, from), path.join(root, to));
      },
      remove: async (file) => {
        await rm(path.join(root, file));
        project.touched.push(path.join(root, file));
      },
      touched: [],
      files: async (pattern) => (await fg(pattern, { cwd: root })).sort(),
      added: [],
      counter: 0,
    };
    // A place of the sequence's own from the start, so a rename or deletion can come first.
    await edits['addPlace']!(project, random(seed));
    const session = createBuildSession({ root, outDir: 'watch', threads: 1 });
    const oneShot = () => build({ root, outDir: 'dist', threads: 1 });
    const outputs = async () => ({
      watch: [await folderHashes(path.join(root, 'watch')), await folderHashes(path.join(root, 'watch-deploy'))],
      cached: [await folderHashes(path.join(root, 'dist')), await folderHashes(path.join(root, 'dist-deploy'))],
    });
    const first = [await session.build(), await oneShot()];
    if (!first.every((result) => result.ok)) throw new Error(`The small site does not build: ${JSON.stringify(first[0]!.diagnostics[0])}`);
    const rng = random(seed);
    // Every kind of edit once per round, in a random order, so a short run covers them all.
    const order: string[] = [];
    const outcomes: StepOutcome[] = [];
    for (let step = 1; step <= steps; step++) {
      project.counter = step;
      const before = await outputs();
      const done = project.broken ? [await restore(project)] : [];
      // An edit that changes the routes makes every page render again, which would hide what
      // another edit of the same round left stale: it goes alone. A broken file ends the round
      // too: the build must fail on it, and the next round puts it right.
      while (done.length < editsPerStep && !project.broken) {
        if (order.length === 0) order.push(...rng.shuffle(Object.keys(edits)));
        const next = order[0]!;
        if (done.length > 0 && routeEdits.has(next)) break;
        done.push(await edits[order.shift()!]!(project, rng));
        if (routeEdits.has(next)) break;
      }
      const edit = done.join('; ');
      // The session looks again only at what its watcher would report.
      const [watched, cached] = [await session.build(project.touched.splice(0)), await oneShot()];
      const web = createMemoryWriter();
      const deploy = createMemoryWriter();
      const scratch = await build({ root, writer: web, deployWriter: deploy, cache: false, threads: 1 });
      const after = await outputs();
      const expected = scratch.ok ? [memoryHashes(web.files), memoryHashes(deploy.files)] : undefined;
      const compare = (result: BuildResult, now: Map<string, string>[], was: Map<string, string>[]) => [
        ...(result.ok === scratch.ok ? [] : [`ok: ${result.ok}, from scratch: ${scratch.ok}`]),
        ...differing(now[0]!, (expected ?? was)[0]!),
        ...differing(now[1]!, (expected ?? was)[1]!).map((file) => `deploy/${file}`),
      ];
      outcomes.push({
        step,
        edit,
        ok: scratch.ok,
        watch: compare(watched, after.watch, before.watch),
        cached: compare(cached, after.cached, before.cached),
      });
    }
    return outcomes;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function restore(project: Project): Promise<string> {
  const { file, text } = project.broken!;
  delete project.broken;
  await project.write(file, text);
  return `${file}: restored`;
}
