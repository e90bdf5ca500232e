import type { Stage } from '../build.ts';

/**
 * One line on a terminal that shows the build's stage and, while rendering, pages done out of
 * the total; while the build waits for images, images done, processed and reused. Page counts are redrawn at most ten times a second (a large build would
 * otherwise spend its time printing), and the line is wiped before anything else is printed.
 */
export function progressLine(stream: { write(text: string): unknown }, clock: () => number = () => performance.now()) {
  let shown = false;
  let last = -Infinity;
  let lastStage: Stage | undefined;
  const draw = (text: string) => {
    stream.write(`\r\x1b[2K${text}`);
    shown = true;
  };
  return {
    update: ({ stage, done, total, reused }: { stage: Stage; done?: number; total?: number; reused?: number }) => {
      const now = clock();
      // A new stage and the last page always show; page counts in between at most every 100 ms.
      const finished = done !== undefined && done === total;
      if (stage === lastStage && !finished && now - last < 100) return;
      last = now;
      lastStage = stage;
      if (done === undefined) draw(`Building: ${stage}…`);
      else if (reused === undefined) draw(`Building: ${stage} ${done}/${total} pages`);
      else draw(`Building: ${stage} ${done}/${total} (${done - reused} processed, ${reused} reused)`);
    },
    clear: () => {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}
