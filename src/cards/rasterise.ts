/** A glyph outline's commands as fontkit gives them (`glyph.path.commands`), in font units. */
export interface OutlineCommand {
  command: string;
  args: number[];
}

/** Where an outline lands in its bitmap: pixel = (unit × scale − left, −unit × scale − top). */
export interface Placement {
  scale: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How far a flattened curve may stray from the true one, in pixels: well under what coverage in 32 steps shows. */
const TOLERANCE = 0.1;

/**
 * An outline's coverage of each pixel of its bitmap (0–255, row by row), by the signed area
 * each edge sweeps (the accumulation rasteriser of font-rs, Raph Levien): exact antialiasing
 * for straight edges, curves flattened to lines within TOLERANCE. Plain arithmetic in this
 * thread: the same outline always gives the same bytes, and no image library is loaded for it
 * (sharp's start alone cost more than rasterising every glyph of the site).
 */
export function rasterise(commands: readonly OutlineCommand[], at: Placement): Uint8Array {
  const stride = at.width + 2;
  const area = new Float32Array(stride * at.height + 1);
  const line = (x0: number, y0: number, x1: number, y1: number) => sweep(area, stride, at.height, x0, y0, x1, y1);
  const point = (x: number, y: number): [number, number] => [x * at.scale - at.left, -y * at.scale - at.top];
  let start: [number, number] = [0, 0];
  let pen: [number, number] = [0, 0];
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      if (pen[0] !== start[0] || pen[1] !== start[1]) line(...pen, ...start);
      start = pen = point(args[0]!, args[1]!);
    } else if (command === 'lineTo') {
      const to = point(args[0]!, args[1]!);
      line(...pen, ...to);
      pen = to;
    } else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
      const points = [pen];
      for (let index = 0; index < args.length; index += 2) points.push(point(args[index]!, args[index + 1]!));
      pen = flatten(points, line);
    } else if (command === 'closePath') {
      line(...pen, ...start);
      pen = start;
    }
  }
  if (pen[0] !== start[0] || pen[1] !== start[1]) line(...pen, ...start);
  const coverage = new Uint8Array(at.width * at.height);
  for (let row = 0; row < at.height; row++) {
    let sum = 0;
    for (let column = 0; column < at.width; column++) {
      sum += area[row * stride + column]!;
      coverage[row * at.width + column] = Math.round(Math.min(1, Math.abs(sum)) * 255);
    }
  }
  return coverage;
}

/** A quadratic (three points) or cubic (four) Bézier curve as lines, each step within TOLERANCE of it. Returns its end. */
function flatten(points: [number, number][], line: (x0: number, y0: number, x1: number, y1: number) => void): [number, number] {
  const end = points.at(-1)!;
  // A curve strays from its chord by no more than its control points do.
  const stray = points.reduce((most, [x, y]) => Math.max(most, Math.hypot(x - (points[0]![0] + end[0]) / 2, y - (points[0]![1] + end[1]) / 2)), 0);
  const steps = Math.max(1, Math.ceil(Math.sqrt(stray / TOLERANCE)));
  let from = points[0]!;
  for (let step = 1; step <= steps; step++) {
    const to = step === steps ? end : bezier(points, step / steps);
    line(...from, ...to);
    from = to;
  }
  return end;
}

function bezier(points: readonly [number, number][], t: number): [number, number] {
  let level = points;
  while (level.length > 1)
    level = level.slice(1).map(([x, y], index) => [level[index]![0] + (x - level[index]![0]) * t, level[index]![1] + (y - level[index]![1]) * t]);
  return level[0]!;
}

/** One pixel's share of an edge's area. */
function add(area: Float32Array, index: number, value: number): void {
  area[index] = area[index]! + value;
}

/**
 * Adds the signed area the edge from (x0, y0) to (x1, y1) covers to each pixel it crosses, row
 * by row; a row's running sum is then the pixel's coverage. The two pixels it touches in a row
 * share the area by where it crosses them.
 */
function sweep(area: Float32Array, stride: number, height: number, x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  const dir = y0 < y1 ? 1 : -1;
  const topX = y0 < y1 ? x0 : x1;
  const topY = Math.min(y0, y1);
  const bottomY = Math.max(y0, y1);
  const dxdy = ((y0 < y1 ? x1 : x0) - topX) / (bottomY - topY);
  let x = topX - Math.min(0, topY) * dxdy;
  const last = Math.min(height, Math.ceil(bottomY));
  for (let y = Math.max(0, Math.floor(topY)); y < last; y++) {
    const dy = Math.min(y + 1, bottomY) - Math.max(y, topY);
    const next = x + dxdy * dy;
    const d = dy * dir;
    const left = Math.min(x, next);
    const right = Math.max(x, next);
    const leftFloor = Math.floor(left);
    const rightCeil = Math.ceil(right);
    const at = y * stride + Math.max(0, leftFloor);
    if (rightCeil <= leftFloor + 1) {
      const middle = (x + next) / 2 - leftFloor;
      add(area, at, d - d * middle);
      add(area, at + 1, d * middle);
    } else {
      const s = 1 / (right - left);
      const leftPart = left - leftFloor;
      const first = 0.5 * s * (1 - leftPart) * (1 - leftPart);
      const rightPart = right - rightCeil + 1;
      const end = 0.5 * s * rightPart * rightPart;
      add(area, at, d * first);
      if (rightCeil === leftFloor + 2) add(area, at + 1, d * (1 - first - end));
      else {
        const second = s * (1.5 - leftPart);
        add(area, at + 1, d * (second - first));
        for (let column = leftFloor + 2; column < rightCeil - 1; column++) add(area, y * stride + column, d * s);
        const before = second + (rightCeil - leftFloor - 3) * s;
        add(area, y * stride + rightCeil - 1, d * (1 - before - end));
      }
      add(area, y * stride + rightCeil, d * end);
    }
    x = next;
  }
}
