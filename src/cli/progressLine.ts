import type { Stage } from '../build.ts';

/**
 * One line on a terminal that shows the build's stage and, while rendering, pages done out of
 * the total. Redrawn at most ten times a second (a 10,000-page build would otherwise spend
 * its time printing), and wiped before anything else is printed.
 */
export function progressLine(stream: { write(text: string): unknown }, clock: () => number = () => performance.now()) {
  let shown = false;
  let last = -Infinity;
  const draw = (text: string) => {
    stream.write(`\r\x1b[2K${text}`);
    shown = true;
  };
  return {
    update({ stage, done, total }: { stage: Stage; done?: number; total?: number }) {
      const now = clock();
      const finished = done !== undefined && done === total;
      if (done !== undefined && !finished && now - last < 100) return;
      last = now;
      draw(done === undefined ? `Building: ${stage}…` : `Building: ${stage} ${done}/${total} pages`);
    },
    clear() {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}
